/**
 * Content pages: their addresses, and the fixed pages the site links to. The body is a TEXT
 * column: 65,535 bytes on MySQL, so at most 16,000 characters whatever the script (4 bytes
 * each in utf8mb4).
 */
export const CONTENT_PAGE_LIMITS = { slug: 100, title: 200, summary: 300, body: 16000, search: 200 } as const;

/** The pages the site links to by a fixed address (/about, /terms, /privacy): never deleted. */
export const FIXED_CONTENT_PAGES = ['about', 'terms', 'privacy'] as const;

/** Lower-case letters and digits, words joined by single hyphens: 'case-studies', 'careers-2026'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const P = CONTENT_PAGE_LIMITS;

export const CONTENT_PAGE_MESSAGES = {
  slug: 'Address is required',
  slugFormat: 'Address may use only lower-case letters, digits and single hyphens between words (e.g. case-studies)',
  slugMax: `Address must be at most ${P.slug} characters`,
  slugTaken: (slug: string) => `A page with the address "${slug}" already exists; choose another address`,
  title: 'Title is required',
  titleMax: `Title must be at most ${P.title} characters`,
  summary: 'Summary is required',
  summaryMax: `Summary must be at most ${P.summary} characters`,
  body: 'Page text is required',
  bodyMax: `Page text must be at most ${P.body} characters`,
  fixed: 'The about, terms and privacy pages are linked from every page and cannot be deleted',
  notFound: 'Page not found',
  searchMax: `Search must be at most ${P.search} characters`,
} as const;

/** A page's address as SLUG_PATTERN wants it. */
export const isPageSlug = (text: string): boolean => SLUG_PATTERN.test(text);
