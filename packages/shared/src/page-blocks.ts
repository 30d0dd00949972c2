/** A heading or a paragraph of a content page's body. */
export type PageBlock = { kind: 'heading' | 'paragraph'; text: string };

const HEADING = /^##(?: +|$)/;

/**
 * Splits a content page's body into headings and paragraphs. The format is a deliberately small
 * Markdown subset: a line starting with `## ` is a heading; other lines up to the next blank
 * line or heading form a paragraph, their line breaks becoming single spaces. Nothing else is
 * markup, and the text is for rendering as text, never as HTML.
 */
export function pageBlocks(body: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const line of body.split(/\r\n?|\n/).map((l) => l.trim())) {
    if (!line) {
      endParagraph();
    } else if (HEADING.test(line)) {
      endParagraph();
      const text = line.replace(HEADING, '').trim();
      if (text) blocks.push({ kind: 'heading', text });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}
