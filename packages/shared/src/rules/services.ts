import { atMost } from './messages';

/**
 * Limits of a service's fields, as stored (characters, on trimmed text). The name is unique;
 * the public card shows up to `bulletPoints` details, each a short line.
 */
export const SERVICE_LIMITS = {
  name: 100,
  description: 1000,
  bulletPoints: 8,
  bulletPoint: 200,
  search: 200,
} as const;
const L = SERVICE_LIMITS;

export const SERVICE_MESSAGES = {
  nameRequired: 'Service name is required',
  nameMax: atMost('Service name', L.name),
  nameTaken: 'A service with this name already exists',
  descriptionRequired: 'Description is required',
  descriptionMax: atMost('Description', L.description),
  iconRequired: 'Icon is required',
  icon: 'Choose a valid icon',
  bulletPointsMax: `A service has at most ${L.bulletPoints} bullet points`,
  bulletPointRequired: 'Bullet point cannot be empty',
  bulletPointMax: atMost('Bullet point', L.bulletPoint),
  searchMax: atMost('Search', L.search),
  deleteConfirm: 'Are you sure you want to delete this service?',
} as const;
