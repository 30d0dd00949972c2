import { screen, waitFor, within } from '@testing-library/react';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import {
  adminServicesMock,
  adminServicesNetworkErrorMock,
  deleteServiceMock,
  setServiceFeaturedMock,
  setServiceFeaturedNetworkErrorMock,
} from '../mocks/admin-services.mocks';
import { sampleServices } from '../mocks/sample-services';
import AdminServicesPage from './AdminServicesPage';
import { rowOf } from '../../../test/table-rows';

const plain = sampleServices.find((s) => !s.featured)!;
const featured = sampleServices.find((s) => s.featured)!;

function renderPage(mocks: readonly AnyApolloMock[]) {
  return renderWithApp(<AdminServicesPage />, { route: '/admin/services', path: '/admin/services', mocks });
}

const withChanged = (id: number, featuredNow: boolean) =>
  sampleServices.map((s) => (s.id === id ? { ...s, featured: featuredNow } : s));

describe('AdminServicesPage', () => {
  it('lists the services with their icon name and a Featured / Not Featured button', async () => {
    renderPage([adminServicesMock()]);
    expect(await screen.findByText(plain.name, { selector: 'strong' })).toBeInTheDocument();
    expect(within(rowOf(plain.name)).getByRole('button', { name: `Not Featured: ${plain.name}` })).toHaveTextContent(
      'Not Featured',
    );
    expect(within(rowOf(featured.name)).getByRole('button', { name: `Featured: ${featured.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('row')).toHaveLength(sampleServices.length + 1);
  });

  it("features a service and says 'Service featured'", async () => {
    const { user } = renderPage([
      adminServicesMock(),
      setServiceFeaturedMock(plain, true),
      adminServicesMock(undefined, withChanged(plain.id, true)),
    ]);
    await screen.findByText(plain.name, { selector: 'strong' });
    await user.click(within(rowOf(plain.name)).getByRole('button', { name: `Not Featured: ${plain.name}` }));
    expect(await screen.findByText('Service featured')).toBeInTheDocument();
    expect(screen.getByText('The service will now be featured on the homepage.')).toBeInTheDocument();
    expect(within(rowOf(plain.name)).getByRole('button', { name: `Featured: ${plain.name}` })).toBeInTheDocument();
  });

  it("unfeatures a service and says 'Service unfeatured'", async () => {
    const { user } = renderPage([
      adminServicesMock(),
      setServiceFeaturedMock(featured, false),
      adminServicesMock(undefined, withChanged(featured.id, false)),
    ]);
    await screen.findByText(featured.name, { selector: 'strong' });
    await user.click(within(rowOf(featured.name)).getByRole('button', { name: `Featured: ${featured.name}` }));
    expect(await screen.findByText('Service unfeatured')).toBeInTheDocument();
    expect(screen.getByText('The service will no longer be featured on the homepage.')).toBeInTheDocument();
  });

  it("says 'Failed to update feature status' and keeps the saved value when the change fails", async () => {
    const { user } = renderPage([adminServicesMock(), setServiceFeaturedNetworkErrorMock(plain, true)]);
    await screen.findByText(plain.name, { selector: 'strong' });
    await user.click(within(rowOf(plain.name)).getByRole('button', { name: `Not Featured: ${plain.name}` }));
    expect(await screen.findByText('Failed to update feature status')).toBeInTheDocument();
    expect(within(rowOf(plain.name)).getByRole('button', { name: `Not Featured: ${plain.name}` })).toBeEnabled();
  });

  it('deletes a service only once confirmed', async () => {
    const { user } = renderPage([
      adminServicesMock(),
      deleteServiceMock(plain.id),
      adminServicesMock(
        undefined,
        sampleServices.filter((s) => s.id !== plain.id),
      ),
    ]);
    await screen.findByText(plain.name, { selector: 'strong' });
    await user.click(within(rowOf(plain.name)).getByRole('button', { name: `Delete ${plain.name}` }));
    const confirmation = (await screen.findByText('Are you sure you want to delete this service?')).closest(
      '.ant-popover',
    );
    await user.click(within(confirmation as HTMLElement).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Service deleted')).toBeInTheDocument();
    expect(screen.getByText('The service has been successfully removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(sampleServices.length));
    expect(screen.queryByText(plain.name, { selector: 'strong' })).not.toBeInTheDocument();
  });

  it("shows 'Error loading services' with Retry when the list cannot be fetched", async () => {
    renderPage([adminServicesNetworkErrorMock()]);
    expect(await screen.findByText('Error loading services')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
