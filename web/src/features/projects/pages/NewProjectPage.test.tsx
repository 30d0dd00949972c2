import { screen, waitFor } from '@testing-library/react';
import type { CreateProjectInput } from '../../../gql/graphql';
import { todayIso } from '../../../lib/format';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import { createProjectInvalidMock, createProjectMock } from '../mocks/projects.mocks';
import NewProjectPage from './NewProjectPage';

const input: CreateProjectInput = {
  title: 'Inventory Robot',
  client: 'Acme Warehousing',
  category: 'AI/ML Solutions',
  status: 'PLANNING',
  date: todayIso(),
  description: 'Robots that count stock at night.',
  featured: false,
  icon: 'CODE',
};

async function fillAndSubmit(mocks: readonly AnyApolloMock[]) {
  const rendered = renderWithApp(<NewProjectPage />, {
    route: '/admin/projects/new',
    path: '/admin/projects/new',
    mocks,
  });
  const { user } = rendered;
  for (const [label, text] of [
    ['Project Title', input.title],
    ['Client', input.client],
    ['Category', input.category],
    ['Description', input.description],
  ] as const) {
    await user.click(screen.getByLabelText(label, { exact: false }));
    await user.paste(text);
  }
  await user.click(screen.getByRole('button', { name: 'Add Project' }));
  return rendered;
}

describe('NewProjectPage', () => {
  it("adds the project, says 'Project created' and returns to the list", async () => {
    await fillAndSubmit([createProjectMock(input)]);
    expect(await screen.findByText('Project created')).toBeInTheDocument();
    expect(screen.getByText('The project has been successfully created.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /admin/projects');
  });

  it("shows the API's refusal under the field, keeps what was typed and stays on the form", async () => {
    await fillAndSubmit([createProjectInvalidMock(input, { title: 'A project with this title already exists' })]);
    expect(await screen.findByText('Failed to create project')).toBeInTheDocument();
    const title = screen.getByLabelText('Project Title', { exact: false });
    await waitFor(() => expect(title).toHaveAccessibleDescription('A project with this title already exists'));
    expect(title).toHaveValue(input.title);
    expect(screen.getByLabelText('Description', { exact: false })).toHaveValue(input.description);
    expect(screen.getByRole('button', { name: 'Add Project' })).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
