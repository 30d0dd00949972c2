import { screen, waitFor } from '@testing-library/react';
import * as yup from 'yup';
import { renderWithApp } from '../../test/render';
import { AdminForm } from './AdminForm';
import { MoneyField, TextField } from './fields';

interface Values {
  price: string;
  email: string;
}

function renderFields(onSubmit: (values: Values) => Promise<void>) {
  return renderWithApp(
    <AdminForm
      name="Offer"
      initialValues={{ price: '', email: '' } satisfies Values}
      validationSchema={yup.object({})}
      onSubmit={onSubmit}
      submitLabels={['Save', 'Saving...']}
      onCancel={() => {}}
    >
      <MoneyField name="price" label="Price (USD)" />
      <TextField name="email" label="Email" type="email" />
    </AdminForm>,
  );
}

describe('MoneyField', () => {
  it('keeps the amount as the exact text typed, with the decimal keypad and a $ before it', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user } = renderFields(onSubmit);
    const price = screen.getByLabelText('Price (USD)');
    expect(price).toHaveAttribute('inputmode', 'decimal');
    expect(price.closest('.ant-input-affix-wrapper')).toHaveTextContent('$');
    await user.type(price, '5200.10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ price: '5200.10' }), expect.anything()),
    );
  });
});

describe('TextField', () => {
  it('takes the input type that brings up the right phone keyboard', () => {
    renderFields(jest.fn());
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });
});
