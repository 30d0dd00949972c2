import type { Role } from '../gql/graphql';

/**
 * What a user is besides their role, as the API derives it: MANAGER manages at least one
 * employee, HR is an employee flagged HR.
 */
export type Capability = 'MANAGER' | 'HR';

/** Who may open a page: a user with one of `roles`, or with one of `capabilities`. Neither given: anyone. */
export interface Access {
  roles?: readonly Role[];
  /** Also allowed: a user with any of these, whatever their role. */
  capabilities?: readonly Capability[];
}

/** The parts of the signed-in user that access reads. */
export interface AccessUser {
  role: Role;
  capabilities?: readonly Capability[];
}

/** Whether a page asks for a signed-in user at all. */
export const isRestricted = (access: Access | undefined): boolean => Boolean(access?.roles ?? access?.capabilities);

/**
 * Whether `user` may open a page that states `access`: the route guard, the admin layout and the
 * sidebar all ask this. Display only: the API checks every request itself.
 */
export function mayAccess(access: Access | undefined, user: AccessUser | null | undefined): boolean {
  if (!isRestricted(access)) return true;
  if (!user) return false;
  const { roles = [], capabilities = [] } = access ?? {};
  return roles.includes(user.role) || capabilities.some((capability) => user.capabilities?.includes(capability));
}
