import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { sampleSiteContent, sampleSiteContentWithImage, siteContentMock } from '../mocks/site-content.mocks';
import { HomeHero } from './HomeHero';

describe('HomeHero', () => {
  it('shows the saved title and subtitle, and the logo card when no image is saved', async () => {
    const { container } = renderWithApp(<HomeHero />, { mocks: [siteContentMock()] });
    expect(await screen.findByRole('heading', { level: 1, name: sampleSiteContent.heroTitle })).toBeInTheDocument();
    expect(screen.getByText(sampleSiteContent.heroSubtitle)).toBeInTheDocument();
    expect(container.querySelector('.hero__card')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the saved image in place of the logo card, in a fixed 560 x 420 box', async () => {
    const { container } = renderWithApp(<HomeHero />, { mocks: [siteContentMock(sampleSiteContentWithImage)] });
    await screen.findByRole('heading', { level: 1, name: sampleSiteContentWithImage.heroTitle });
    const image = container.querySelector('img.hero__image');
    expect(image).toHaveAttribute('src', sampleSiteContentWithImage.heroImageUrl);
    expect(image).toHaveAttribute('width', '560');
    expect(image).toHaveAttribute('height', '420');
    expect(image).toHaveAttribute('alt', '');
    expect(container.querySelector('.hero__card')).toBeNull();
  });
});
