import { Initial1763800000000 } from './1763800000000-initial';
import { Newsletter1763800000001 } from './1763800000001-newsletter';
import { Sessions1763800000002 } from './1763800000002-sessions';

/** Every migration, oldest first. */
export const migrations = [Initial1763800000000, Newsletter1763800000001, Sessions1763800000002];
