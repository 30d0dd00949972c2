/**
 * What a partner API key may do, with a one-line explanation each for the form. Pay, salary
 * and leave data are never reachable with any key, so no scope names them.
 */
export const API_SCOPE = {
  CATALOGUE_READ: { value: 'catalogue:read', label: 'Read the catalogue' },
  PROJECTS_READ: { value: 'projects:read', label: 'Read projects with their status' },
  QUOTES_WRITE: { value: 'quotes:write', label: 'Submit quote requests' },
} as const;

export type ApiScopeName = keyof typeof API_SCOPE;

export const API_SCOPE_DESCRIPTIONS: Readonly<Record<ApiScopeName, string>> = {
  CATALOGUE_READ: 'Services, public project cards, content pages and site texts.',
  PROJECTS_READ: 'Projects as the back office lists them, with their status; never payments.',
  QUOTES_WRITE: 'Send quote requests on behalf of visitors, as the public form does.',
};

/**
 * Where a key stands. Computed from its dates, not stored: Rolling is an old key still valid
 * during the overlap after it was rolled.
 */
export const API_KEY_STATUS = {
  ACTIVE: { value: 'active', label: 'Active' },
  ROLLING: { value: 'rolling', label: 'Rolling over' },
  EXPIRED: { value: 'expired', label: 'Expired' },
  REVOKED: { value: 'revoked', label: 'Revoked' },
} as const;

export type ApiKeyStatusName = keyof typeof API_KEY_STATUS;
