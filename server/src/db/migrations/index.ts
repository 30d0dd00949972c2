import { Initial1763800000000 } from './1763800000000-initial';
import { Newsletter1763800000001 } from './1763800000001-newsletter';

/** Every migration, oldest first. */
export const migrations = [Initial1763800000000, Newsletter1763800000001];
