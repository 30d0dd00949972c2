import { SLOT, splitParagraphs, WEBSITE_TEXT_FIELDS, type WebsiteTextField, type WebsiteTexts } from '@site/shared';
import type { WebsiteContent } from '../modules/content/website-content.entity';
import { escapeHtml } from './html';

/**
 * The texts as the web app's SiteContent query reads them (the query's own result shape), sent
 * with the page so the browser's first render shows, and hydrates, exactly what the markup says.
 */
export function siteContentData(row: WebsiteContent) {
  return {
    __typename: 'WebsiteContent',
    heroTitle: row.heroTitle,
    heroSubtitle: row.heroSubtitle,
    heroImageUrl: row.heroImageUrl,
    aboutTitle: row.aboutTitle,
    aboutContent: row.aboutContent,
    missionStatement: row.missionStatement,
    servicesIntroduction: row.servicesIntroduction,
    homepageVersion: row.homepageVersion,
    aboutVersion: row.aboutVersion,
    servicesVersion: row.servicesVersion,
  } as const;
}

const FIELDS: ReadonlySet<string> = new Set<WebsiteTextField>(WEBSITE_TEXT_FIELDS);

/** Fields drawn as one <p> per paragraph: the build drew `<p>marker</p>`, so paragraphs join with `</p><p>`. */
const PARAGRAPHS: ReadonlySet<WebsiteTextField> = new Set(['aboutContent']);

const MARKER = new RegExp(`${SLOT.open}([^${SLOT.open}${SLOT.close}]*)${SLOT.close}`, 'g');

const field = (name: string): WebsiteTextField => {
  if (!FIELDS.has(name)) throw new Error(`prerendered markup names an unknown text: ${JSON.stringify(name)}`);
  return name as WebsiteTextField;
};

/** A field's text as markup: escaped, valid inside an element or a quoted attribute alike. */
function textHtml(name: WebsiteTextField, texts: WebsiteTexts): string {
  const value = texts[name] ?? '';
  return PARAGRAPHS.has(name) ? splitParagraphs(value).map(escapeHtml).join('</p><p>') : escapeHtml(value);
}

/**
 * Writes the current texts into markup the web build drew with slots (@site/shared SLOT): each
 * text marker becomes the escaped text, each conditional block keeps the markup for its field
 * set or empty. One pass over the markup, building the result from pieces, so a text is never
 * read as a pattern or as another marker. Throws on markup it does not understand, so a page is
 * never sent with a marker in it.
 */
export function fillContentSlots(markup: string, texts: WebsiteTexts): string {
  if (!markup.includes(SLOT.open)) return markup;
  const out: string[] = [];
  // For each open conditional block: whether the branch being read is the one kept.
  const blocks: boolean[] = [];
  const keeping = () => blocks.every(Boolean);
  let from = 0;
  for (const match of markup.matchAll(MARKER)) {
    if (keeping()) out.push(markup.slice(from, match.index));
    from = match.index + match[0].length;
    const token = match[1] ?? '';
    if (token.startsWith('?')) {
      const value = texts[field(token.slice(1))];
      blocks.push(value !== null && value !== '');
    } else if (token === ':' || token === '/') {
      if (!blocks.length) throw new Error(`prerendered markup has a stray ${JSON.stringify(token)} marker`);
      if (token === ':') blocks.push(!blocks.pop());
      else blocks.pop();
    } else if (keeping()) {
      out.push(textHtml(field(token), texts));
    }
  }
  if (blocks.length) throw new Error('prerendered markup leaves a conditional block open');
  out.push(markup.slice(from));
  return out.join('');
}
