import { screen, within } from '@testing-library/react';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import {
  featuredServicesLoadingMock,
  featuredServicesMock,
  featuredServicesNetworkErrorMock,
  sampleFeaturedServices,
} from '../mocks/services.mocks';
import { FeaturedServices } from './FeaturedServices';

function renderSection(mocks: readonly AnyApolloMock[]) {
  return renderWithApp(<FeaturedServices />, { mocks });
}

const section = () => screen.getByRole('region', { name: 'Our Services' });

describe('FeaturedServices', () => {
  it("says 'Loading services...' until the featured services arrive", () => {
    renderSection([featuredServicesLoadingMock()]);
    expect(screen.getByText('Loading services...')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a card per featured service with its icon, title, description and a Read More link', async () => {
    renderSection([featuredServicesMock()]);
    expect(await screen.findByText(sampleFeaturedServices[0]!.name)).toBeInTheDocument();
    expect(screen.queryByText('Loading services...')).not.toBeInTheDocument();

    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      sampleFeaturedServices.map((s) => s.name),
    );
    sampleFeaturedServices.forEach((service, index) => {
      const card = within(cards[index]!);
      expect(card.getByText(service.description)).toBeInTheDocument();
      expect(card.getByRole('link', { name: `Read More about ${service.name}` })).toHaveAttribute(
        'href',
        `/services/${service.id}`,
      );
    });
    expect(screen.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');
  });

  it("is the home page's #services section, so the footer's /#services link lands on it", async () => {
    renderSection([featuredServicesMock()]);
    await screen.findByText(sampleFeaturedServices[0]!.name);
    expect(section()).toHaveAttribute('id', 'services');
    expect(within(section()).getByRole('heading', { level: 2, name: 'Our Services' })).toBeInTheDocument();
  });

  it("says 'Error loading services' when the featured services cannot be fetched", async () => {
    renderSection([featuredServicesNetworkErrorMock()]);
    expect(await screen.findByText('Error loading services')).toBeInTheDocument();
    expect(screen.queryByText('Loading services...')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
