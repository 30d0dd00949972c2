import { Initial1763800000000 } from './1763800000000-initial';
import { Newsletter1763800000001 } from './1763800000001-newsletter';
import { Sessions1763800000002 } from './1763800000002-sessions';
import { ServicesAndPages1763800000003 } from './1763800000003-services-and-pages';
import { QuotesAndContact1763800000004 } from './1763800000004-quotes-and-contact';
import { WebsiteContent1763800000005 } from './1763800000005-website-content';

/** Every migration, oldest first. */
export const migrations = [
  Initial1763800000000,
  Newsletter1763800000001,
  Sessions1763800000002,
  ServicesAndPages1763800000003,
  QuotesAndContact1763800000004,
  WebsiteContent1763800000005,
];
