import { atMost } from './messages';

/**
 * Limits of a content page, as stored. The body is a TEXT column: 65,535 bytes on MySQL, so
 * at most 16,000 characters whatever the script (4 bytes each in utf8mb4).
 */
export const PAGE_LIMITS = { slug: 100, title: 200, summary: 300, body: 16000 } as const;
const L = PAGE_LIMITS;

/** A page's address: lower-case letters and digits, words joined by single hyphens ('privacy', 'how-we-work'). */
export const isPageSlug = (text: string): boolean => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);

export const PAGE_MESSAGES = {
  slugRequired: 'Slug is required',
  slug: 'Use lower-case letters, digits and single hyphens only',
  slugMax: atMost('Slug', L.slug),
  slugTaken: 'A page with this slug already exists',
  titleRequired: 'Title is required',
  titleMax: atMost('Title', L.title),
  summaryRequired: 'Summary is required',
  summaryMax: atMost('Summary', L.summary),
  bodyRequired: 'Body is required',
  bodyMax: atMost('Body', L.body),
  notFound: 'Page not found',
} as const;
