import { screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { emptySample, filledSample, refusedByServer, SampleForm, type SampleValues } from './admin-form.mocks';

function renderForm(onSubmit: (values: SampleValues) => Promise<void>, initialValues = filledSample) {
  const onCancel = jest.fn();
  return {
    onCancel,
    ...renderWithApp(<SampleForm initialValues={initialValues} onSubmit={onSubmit} onCancel={onCancel} />),
  };
}

const save = () => screen.getByRole('button', { name: 'Save Changes' });

describe('AdminForm', () => {
  it('says what is wrong under each field and does not submit an invalid record', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user } = renderForm(onSubmit, emptySample);
    await user.click(save());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Kind is required')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(screen.getByText('Bullet point is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the API's field messages under their fields, keeps every value, and drops a message once its field is edited", async () => {
    const onSubmit = jest.fn(async () => {
      throw refusedByServer();
    });
    const { user } = renderForm(onSubmit);
    await user.click(save());

    expect(await screen.findByText('A service with this name already exists')).toBeInTheDocument();
    expect(screen.getByText('Bullet point is too vague')).toBeInTheDocument();
    // A rule on the whole record has no field: it shows above the buttons.
    expect(screen.getByRole('alert')).toHaveTextContent('Only 8 services may be featured');
    expect(screen.getByLabelText('Name')).toHaveValue(filledSample.name);
    expect(screen.getByLabelText('Bullet point 2')).toHaveValue('Progressive web apps');
    expect(screen.getByLabelText('Notes')).toHaveValue(filledSample.notes);
    expect(save()).toBeEnabled();

    await user.click(screen.getByLabelText('Name'));
    await user.paste(' Studio');
    expect(screen.queryByText('A service with this name already exists')).not.toBeInTheDocument();
    expect(screen.getByText('Bullet point is too vague')).toBeInTheDocument();
  });

  it("shows 'Saving...' and refuses a second click while saving", async () => {
    let finish = () => {};
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderForm(onSubmit);
    await user.click(save());
    const pending = await screen.findByRole('button', { name: 'Saving...' });
    expect(pending).toBeDisabled();
    finish();
    await waitFor(() => expect(save()).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(filledSample, expect.anything());
  });

  it('adds and removes bullet points, never below the least allowed', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user, onCancel } = renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Remove Bullet point 2' }));
    expect(screen.getByRole('button', { name: 'Remove Bullet point 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add bullet point' }));
    await user.click(screen.getByLabelText('Bullet point 2'));
    await user.paste('Accessible by default');
    await user.click(save());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { ...filledSample, points: ['Responsive design', 'Accessible by default'] },
        expect.anything(),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
