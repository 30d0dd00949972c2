import { Initial1763800000000 } from './1763800000000-initial';

/** Every migration, oldest first. */
export const migrations = [Initial1763800000000];
