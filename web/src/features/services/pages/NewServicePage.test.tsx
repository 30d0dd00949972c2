import { screen, waitFor } from '@testing-library/react';
import type { CreateServiceInput } from '../../../gql/graphql';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import { createServiceInvalidMock, createServiceMock } from '../mocks/admin-services.mocks';
import NewServicePage from './NewServicePage';

const input: CreateServiceInput = {
  name: 'Cloud Migration',
  description: 'Moving your systems to the cloud without downtime.',
  icon: 'CODE',
  bulletPoints: [],
  featured: false,
};

async function fillAndSubmit(mocks: readonly AnyApolloMock[]) {
  const rendered = renderWithApp(<NewServicePage />, {
    route: '/admin/services/new',
    path: '/admin/services/new',
    mocks,
  });
  const { user } = rendered;
  await user.click(screen.getByLabelText('Service Name', { exact: false }));
  await user.paste(input.name);
  await user.click(screen.getByLabelText('Description', { exact: false }));
  await user.paste(input.description);
  await user.click(screen.getByRole('button', { name: 'Add Service' }));
  return rendered;
}

describe('NewServicePage', () => {
  it("adds the service, says 'Service created' and returns to the list", async () => {
    await fillAndSubmit([createServiceMock(input)]);
    expect(await screen.findByText('Service created')).toBeInTheDocument();
    expect(screen.getByText('The new service has been successfully added.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /admin/services');
  });

  it("shows the API's refusal under the field, keeps what was typed and stays on the form", async () => {
    await fillAndSubmit([createServiceInvalidMock(input, { name: 'A service with this name already exists' })]);
    expect(await screen.findByText('Failed to create service')).toBeInTheDocument();
    const name = screen.getByLabelText('Service Name', { exact: false });
    await waitFor(() => expect(name).toHaveAccessibleDescription('A service with this name already exists'));
    expect(name).toHaveValue(input.name);
    expect(screen.getByRole('button', { name: 'Add Service' })).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
