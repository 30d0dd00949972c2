import type { Actor } from '../../auth/actor';
import { STAFF_ROLES } from '../../auth/roles';
import type { QuoteRequest } from './quote-request.entity';

// Record rules for quote requests. A request holds a visitor's contact details and a project's
// money: the back office (staff and admins) handles every one of them; clients and visitors
// read none, not even through a project made from one.

const inBackOffice = (actor: Actor | null): boolean =>
  actor !== null && (STAFF_ROLES as readonly string[]).includes(actor.role);

export const canReadQuotes = (actor: Actor): boolean => inBackOffice(actor);

export const canUpdateQuote = (actor: Actor, _quote: QuoteRequest): boolean => inBackOffice(actor);

export const canDeleteQuote = (actor: Actor, _quote: QuoteRequest): boolean => inBackOffice(actor);

export const canConvertQuote = (actor: Actor, _quote: QuoteRequest): boolean => inBackOffice(actor);

/** A project's engagement (payment, plan, timeline): null for visitors and clients on every path. */
export const canSeeEngagement = (reader: Actor | null): boolean => inBackOffice(reader);
