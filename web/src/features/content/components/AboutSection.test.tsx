import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { sampleSiteContent, siteContentMock } from '../mocks/site-content.mocks';
import { AboutSection } from './AboutSection';

const render = () => renderWithApp(<AboutSection />, { mocks: [siteContentMock()] });

describe('AboutSection', () => {
  it("is the home page's #about section with the saved title, mission statement and one paragraph per block", async () => {
    render();
    const section = await screen.findByRole('region', { name: sampleSiteContent.aboutTitle });
    expect(section).toHaveAttribute('id', 'about');
    expect(within(section).getByText(sampleSiteContent.missionStatement)).toHaveClass('section__lead');
    const paragraphs = sampleSiteContent.aboutContent.split('\n\n');
    for (const paragraph of paragraphs) expect(within(section).getByText(paragraph).tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'More about us' })).toHaveAttribute('href', '/about');
  });

  it('shows the four figures with their labels', () => {
    render();
    const stats = within(screen.getByRole('list', { name: 'Brightline Software in figures' })).getAllByRole('listitem');
    expect(stats.map((tile) => tile.textContent)).toEqual([
      '10+Years of experience',
      '100+Projects delivered',
      '50+Happy clients',
      '24/7Support',
    ]);
    for (const value of ['10+', '100+', '50+', '24/7']) expect(screen.getByText(value)).toBeInTheDocument();
  });

  it('lists six strengths, each with a decorative check', () => {
    render();
    const heading = screen.getByRole('heading', { level: 3, name: 'Why clients choose us' });
    const list = heading.nextElementSibling as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items.map((item) => item.textContent)).toEqual([
      'Experienced senior engineers',
      'Agile, iterative delivery',
      'Transparent communication',
      'Rigorous quality assurance',
      'Security built in from day one',
      'Long-term support and maintenance',
    ]);
    for (const item of items) expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
