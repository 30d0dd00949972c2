import { screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { sampleProject } from '../mocks/projects.mocks';
import { emptyProject, toFormValues, type ProjectFormValues } from '../schemas/project.schema';
import { ProjectForm, type ProjectFormProps } from './ProjectForm';

const TODAY = '2026-03-05';

function renderForm(overrides: Partial<ProjectFormProps> = {}) {
  const props: ProjectFormProps = {
    mode: 'create',
    initialValues: emptyProject(TODAY),
    onSubmit: jest.fn(async () => undefined),
    onCancel: jest.fn(),
    ...overrides,
  };
  return { props, ...renderWithApp(<ProjectForm {...props} />) };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });

describe('ProjectForm', () => {
  it('names its submit button by mode: Add Project to create, Save Changes to edit', () => {
    const { unmount } = renderForm();
    expect(screen.getByRole('button', { name: 'Add Project' })).toBeInTheDocument();
    unmount();
    renderForm({ mode: 'edit', initialValues: toFormValues(sampleProject(1)) });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Project' })).not.toBeInTheDocument();
  });

  it('shows the edited project in its fields', () => {
    const project = sampleProject(2);
    renderForm({ mode: 'edit', initialValues: toFormValues(project) });
    expect(field('Project Title')).toHaveValue(project.title);
    expect(field('Client')).toHaveValue(project.client);
    expect(field('Description')).toHaveValue(project.description);
    expect(field('Date')).toHaveValue(project.date);
    expect(screen.getByRole('switch')).toBeChecked();
  });

  it('refuses an empty form and says which fields are required', async () => {
    const { user, props } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByText('Project title is required')).toBeInTheDocument();
    expect(screen.getByText('Client is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('requires a date once the date is cleared', async () => {
    const { user, props } = renderForm({ initialValues: toFormValues(sampleProject(1)) });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field('Date')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByText('Date is required')).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a title longer than 200 characters', async () => {
    const initialValues = { ...toFormValues(sampleProject(1)), title: 'x'.repeat(201) };
    const { user, props } = renderForm({ mode: 'edit', initialValues });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Project title must be at most 200 characters')).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values entered', async () => {
    const { user, props } = renderForm();
    // Pasting fills each field with one change (typing key by key re-validates the form on every key).
    const fill = async (label: string, text: string) => {
      await user.click(field(label));
      await user.paste(text);
    };
    await fill('Project Title', 'Inventory Robot');
    await fill('Client', 'Acme Warehousing');
    await fill('Category', 'AI/ML Solutions');
    await user.click(screen.getByRole('switch'));
    await fill('Description', 'Robots that count stock at night.');
    await user.click(screen.getByRole('button', { name: 'Add Project' }));

    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
    const expected: ProjectFormValues = {
      title: 'Inventory Robot',
      client: 'Acme Warehousing',
      category: 'AI/ML Solutions',
      status: 'PLANNING',
      date: TODAY,
      description: 'Robots that count stock at night.',
      featured: true,
      icon: 'CODE',
    };
    expect(props.onSubmit).toHaveBeenCalledWith(expected, expect.anything());
  });

  it('calls onCancel when Cancel is clicked', async () => {
    const { user, props } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalledTimes(1);
    expect(props.onSubmit).not.toHaveBeenCalled();
  });
});
