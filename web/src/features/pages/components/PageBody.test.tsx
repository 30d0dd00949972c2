import { render, screen } from '@testing-library/react';
import { bodyBlocks, PageBody } from './PageBody';

describe('PageBody', () => {
  it('shows a "## " line as a heading and blank-line separated text as paragraphs', () => {
    const { container } = render(
      <PageBody body={'Intro text.\n\n## Our story\n\nFirst paragraph.\n\nSecond paragraph.'} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect([...container.querySelectorAll('h2, p')].map((el) => `${el.tagName}:${el.textContent}`)).toEqual([
      'P:Intro text.',
      'H2:Our story',
      'P:First paragraph.',
      'P:Second paragraph.',
    ]);
  });

  it('joins the lines of one paragraph with spaces and ends a paragraph at a heading', () => {
    expect(bodyBlocks('One\r\ntwo\nthree\n## Next\nAfter')).toEqual([
      { kind: 'paragraph', text: 'One two three' },
      { kind: 'heading', text: 'Next' },
      { kind: 'paragraph', text: 'After' },
    ]);
  });

  it('treats nothing else as markup: other heading levels and an empty heading stay out of the headings', () => {
    expect(bodyBlocks('### Not a heading\n\n##\n\n#Nope\n\n##  Spaced  ')).toEqual([
      { kind: 'paragraph', text: '### Not a heading' },
      { kind: 'paragraph', text: '#Nope' },
      { kind: 'heading', text: 'Spaced' },
    ]);
  });

  it('shows HTML in the body as its literal text, never as elements', () => {
    const { container } = render(
      <PageBody body={'Some <b>x</b> here.\n\n## <img src=x onerror="alert(1)">\n\n<script>alert(1)</script>'} />,
    );
    expect(screen.getByText('Some <b>x</b> here.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '<img src=x onerror="alert(1)">' })).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('b, img, script')).toBeNull();
  });
});
