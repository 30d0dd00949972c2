/**
 * The website's editable texts (home hero, about section, services introduction) and its
 * content pages: the limits and messages the API's validators and the back office's forms
 * both apply, and the few rules both sides must read the same way (paragraphs, addresses).
 */

/** The texts of the public pages that the back office edits, one field each. */
export interface WebsiteTexts {
  heroTitle: string;
  heroSubtitle: string;
  /** An http(s) address; null shows the logo card in its place. */
  heroImageUrl: string | null;
  aboutTitle: string;
  /** Paragraphs separated by blank lines. */
  aboutContent: string;
  missionStatement: string;
  servicesIntroduction: string;
}

export type WebsiteTextField = keyof WebsiteTexts;

/** The back office's tabs, each saved as a whole. */
export const WEBSITE_TABS = {
  homepage: ['heroTitle', 'heroSubtitle', 'heroImageUrl'],
  about: ['aboutTitle', 'aboutContent', 'missionStatement'],
  services: ['servicesIntroduction'],
} as const satisfies Record<string, readonly WebsiteTextField[]>;

export type WebsiteTab = keyof typeof WEBSITE_TABS;

/** Every editable text, tab by tab. */
export const WEBSITE_TEXT_FIELDS: readonly WebsiteTextField[] = Object.values(WEBSITE_TABS).flat();

/** Longest value of each field, counted on the trimmed text. */
export const WEBSITE_CONTENT_LIMITS = {
  heroTitle: 120,
  heroSubtitle: 400,
  heroImageUrl: 2000,
  aboutTitle: 120,
  aboutContent: 5000,
  missionStatement: 600,
  servicesIntroduction: 1000,
} as const satisfies Record<WebsiteTextField, number>;

/** The form labels of the back office (spec texts). */
export const WEBSITE_CONTENT_LABELS = {
  heroTitle: 'Hero Title',
  heroSubtitle: 'Hero Subtitle',
  heroImageUrl: 'Hero Image URL',
  aboutTitle: 'About Title',
  aboutContent: 'About Content',
  missionStatement: 'Mission Statement',
  servicesIntroduction: 'Services Introduction',
} as const satisfies Record<WebsiteTextField, string>;

const L = WEBSITE_CONTENT_LIMITS;

export const WEBSITE_CONTENT_MESSAGES = {
  heroTitle: 'Hero title is required',
  heroTitleMax: `Hero title must be at most ${L.heroTitle} characters`,
  heroSubtitle: 'Hero subtitle is required',
  heroSubtitleMax: `Hero subtitle must be at most ${L.heroSubtitle} characters`,
  heroImageUrl: 'Hero image URL must be a full web address starting with http:// or https://',
  heroImageUrlMax: `Hero image URL must be at most ${L.heroImageUrl} characters`,
  aboutTitle: 'About title is required',
  aboutTitleMax: `About title must be at most ${L.aboutTitle} characters`,
  aboutContent: 'About content is required',
  aboutContentMax: `About content must be at most ${L.aboutContent} characters`,
  missionStatement: 'Mission statement is required',
  missionStatementMax: `Mission statement must be at most ${L.missionStatement} characters`,
  servicesIntroduction: 'Services introduction is required',
  servicesIntroductionMax: `Services introduction must be at most ${L.servicesIntroduction} characters`,
  /** Someone else saved the same tab after this form loaded it. */
  changedMeanwhile: 'Someone else saved this tab while you were editing. Reload to see their changes, then save again.',
} as const;

/**
 * A text's paragraphs: blocks separated by one or more blank lines, each trimmed. The API
 * stores line ends as `\n`; the page draws one <p> per paragraph.
 */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r\n?|\n/)
    .join('\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * Slots of the markup the web build draws ahead: the prerender writes a marker where a text
 * goes, and the server writes the saved text there on each request, so the first response
 * already carries it. A conditional block holds the markup for a field that is set, then the
 * markup for one that is empty. The markers are private-use characters, which no text of the
 * build contains and which HTML and React pass through untouched.
 */
export const SLOT = { open: '\uE000', close: '\uE001' } as const;

/** The marker of a field's text. */
export const textSlot = (field: WebsiteTextField) => `${SLOT.open}${field}${SLOT.close}`;

/** The markup for `field` set (`whenSet`) or empty (`whenEmpty`), as one conditional block. */
export const conditionalSlot = (field: WebsiteTextField, whenSet: string, whenEmpty: string) =>
  `${SLOT.open}?${field}${SLOT.close}${whenSet}${SLOT.open}:${SLOT.close}${whenEmpty}${SLOT.open}/${SLOT.close}`;
