import { FIXED_CONTENT_PAGES } from '@site/shared';
import type { Actor } from '../../auth/actor';
import { STAFF_ROLES } from '../../auth/roles';
import type { ContentPage } from './page.entity';

// Record rules for content pages and the website texts: the back office edits them all,
// but the pages every page links to (about, terms, privacy) must stay, or those links break.

/** Staff and admins write the website's texts and pages. */
export const canEditWebsite = (actor: Actor): boolean => (STAFF_ROLES as readonly string[]).includes(actor.role);

/** A fixed page is linked from every page: it can be edited, never deleted. */
export const isFixedPage = (page: Pick<ContentPage, 'slug'>): boolean =>
  (FIXED_CONTENT_PAGES as readonly string[]).includes(page.slug);

/** Who may delete this page: the back office, and only a page nothing links to by a fixed address. */
export const canDeletePage = (actor: Actor, page: Pick<ContentPage, 'slug'>): boolean =>
  canEditWebsite(actor) && !isFixedPage(page);
