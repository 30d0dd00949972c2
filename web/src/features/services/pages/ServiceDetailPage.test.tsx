import { screen, waitFor } from '@testing-library/react';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import {
  sampleService,
  serviceLoadingMock,
  serviceMock,
  serviceNetworkErrorMock,
  serviceNotFoundMock,
} from '../mocks/services.mocks';
import ServiceDetailPage from './ServiceDetailPage';

function renderPage(route: string, mocks: readonly AnyApolloMock[] = []) {
  return renderWithApp(<ServiceDetailPage />, { route, path: '/services/:id', mocks });
}

const service = sampleService(4);

afterEach(() => {
  document.title = '';
});

describe('ServiceDetailPage', () => {
  it('shows the service: its name, description and bullet points, with a quote request and a way back', async () => {
    renderPage(`/services/${service.id}`, [serviceMock(service)]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading service...');

    expect(await screen.findByRole('heading', { level: 1, name: service.name })).toBeInTheDocument();
    expect(screen.getByText(service.description)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(service.bulletPoints);
    expect(screen.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/get-quote');
    expect(screen.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services');
  });

  it("puts the service's name in the tab", async () => {
    renderPage(`/services/${service.id}`, [serviceMock(service)]);
    await screen.findByRole('heading', { level: 1, name: service.name });
    await waitFor(() => expect(document.title).toBe(`${service.name} | Brightline Software`));
  });

  it("says 'Service not found' for an id the API does not know", async () => {
    renderPage('/services/999', [serviceNotFoundMock(999)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
    expect(screen.getByText('This service does not exist or is no longer one we offer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services');
  });

  it.each(['abc', '0', '-3', '1.5', '12abc', '99999999999'])(
    "says 'Service not found' for the id '%s' without asking the API",
    (id) => {
      // No mocks: any request would fail with an error other than NOT_FOUND.
      renderPage(`/services/${id}`);
      expect(screen.getByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services');
    },
  );

  it('stays on the loading text until the service arrives', () => {
    renderPage(`/services/${service.id}`, [serviceLoadingMock(service.id)]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading service...');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the service cannot be fetched, and loads it on Retry', async () => {
    const { user } = renderPage(`/services/${service.id}`, [serviceNetworkErrorMock(service.id), serviceMock(service)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading services');
    expect(screen.getByText('The server could not be reached. Please try again.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: service.name })).toBeInTheDocument();
  });
});
