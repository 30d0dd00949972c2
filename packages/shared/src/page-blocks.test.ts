import { pageBlocks } from './page-blocks';

describe('pageBlocks', () => {
  it('splits a body into headings and paragraphs at blank lines', () => {
    expect(pageBlocks('Intro text.\n\n## Our story\n\nIt began.\n\nIt grew.')).toEqual([
      { kind: 'paragraph', text: 'Intro text.' },
      { kind: 'heading', text: 'Our story' },
      { kind: 'paragraph', text: 'It began.' },
      { kind: 'paragraph', text: 'It grew.' },
    ]);
  });

  it('joins the lines of one paragraph with single spaces', () => {
    expect(pageBlocks('One line\n  and the next  \nand a third.')).toEqual([
      { kind: 'paragraph', text: 'One line and the next and a third.' },
    ]);
  });

  it('ends a paragraph at a heading even without a blank line, and accepts CRLF, CR and extra blank lines', () => {
    expect(pageBlocks('\r\n\r\nText\r\n## Heading\r\nMore\r\n\r\n\r\n\r\nLast\n')).toEqual([
      { kind: 'paragraph', text: 'Text' },
      { kind: 'heading', text: 'Heading' },
      { kind: 'paragraph', text: 'More' },
      { kind: 'paragraph', text: 'Last' },
    ]);
    expect(pageBlocks('One\rtwo\n## Next\nAfter')).toEqual([
      { kind: 'paragraph', text: 'One two' },
      { kind: 'heading', text: 'Next' },
      { kind: 'paragraph', text: 'After' },
    ]);
  });

  it('knows only `## ` headings: other hashes are text, an empty heading is dropped', () => {
    expect(pageBlocks('# Big\n\n### Small\n\n##NoSpace\n\n## \n\n##\n\nC# and F# are languages.')).toEqual([
      { kind: 'paragraph', text: '# Big' },
      { kind: 'paragraph', text: '### Small' },
      { kind: 'paragraph', text: '##NoSpace' },
      { kind: 'paragraph', text: 'C# and F# are languages.' },
    ]);
  });

  it('trims a heading spaced out after its hashes', () => {
    expect(pageBlocks('##   Spaced  ')).toEqual([{ kind: 'heading', text: 'Spaced' }]);
  });

  it('keeps HTML as literal text', () => {
    expect(pageBlocks('Some <b>x</b>.\n\n## <img src=x>')).toEqual([
      { kind: 'paragraph', text: 'Some <b>x</b>.' },
      { kind: 'heading', text: '<img src=x>' },
    ]);
  });

  it('gives nothing for an empty or blank body', () => {
    expect(pageBlocks('')).toEqual([]);
    expect(pageBlocks(' \n\n \t\n')).toEqual([]);
  });
});
