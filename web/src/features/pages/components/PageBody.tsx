export type BodyBlock = { kind: 'heading' | 'paragraph'; text: string };

const HEADING = /^##(?: +|$)/;

/**
 * Splits a page body into headings and paragraphs, as the server's `pageBlocks` does: a line
 * starting with `## ` is a heading; other lines up to the next blank line or heading form a
 * paragraph, their line breaks becoming spaces. Nothing else is markup.
 */
export function bodyBlocks(body: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
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

/** A content page's body as <h2> and <p> elements; the text is rendered as text, never as HTML. */
export function PageBody({ body }: { body: string }) {
  return (
    <div className="page-body">
      {bodyBlocks(body).map((block, i) =>
        block.kind === 'heading' ? <h2 key={i}>{block.text}</h2> : <p key={i}>{block.text}</p>,
      )}
    </div>
  );
}
