import { render, screen } from '@testing-library/react';
import { PageBody } from './PageBody';

// The text format itself is tested with its parser, pageBlocks (@site/shared).
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
