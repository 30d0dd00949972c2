import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import * as yup from 'yup';
import { renderWithApp } from '../../test/render';
import { AdminForm } from './AdminForm';
import type { SelectOption } from './fields';
import { LookupField } from './LookupField';

const people: SelectOption<number>[] = [
  { value: 1, label: 'Ada Lovelace' },
  { value: 2, label: 'Alan Turing' },
  { value: 3, label: 'Grace Hopper' },
];

/** A form with one lookup whose 'server' filters the people by what was typed. */
function OwnerForm({
  onSubmit,
  onSearch,
}: {
  onSubmit: (v: { owner: number | null }) => Promise<void>;
  onSearch: jest.Mock;
}) {
  const [found, setFound] = useState(people);
  return (
    <AdminForm
      name="Task"
      initialValues={{ owner: 3 as number | null }}
      validationSchema={yup.object({ owner: yup.number().nullable() })}
      onSubmit={onSubmit}
      submitLabels={['Save', 'Saving...']}
      onCancel={() => {}}
    >
      <LookupField
        name="owner"
        label="Owner"
        options={found}
        selected={people[2]}
        notFound="Nobody found"
        onSearch={(text) => {
          onSearch(text);
          setFound(people.filter((p) => !text || String(p.label).toLowerCase().includes(text.toLowerCase())));
        }}
      />
    </AdminForm>
  );
}

function renderLookup() {
  const onSubmit = jest.fn(async () => undefined);
  const onSearch = jest.fn();
  return { onSubmit, onSearch, ...renderWithApp(<OwnerForm onSubmit={onSubmit} onSearch={onSearch} />) };
}

const offered = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));

describe('LookupField', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for matches once typing pauses, not at every key', async () => {
    jest.useFakeTimers();
    const { user, onSearch } = renderLookup();
    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await user.keyboard('al');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.runOnlyPendingTimers());
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('al');
    jest.useRealTimers();
    await waitFor(() => expect(offered()).toEqual(['Alan Turing']));
  });

  it('keeps the chosen name on screen after another search, and submits its id', async () => {
    const { user, onSubmit } = renderLookup();
    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await user.keyboard('ada');
    await waitFor(() => expect(offered()).toEqual(['Ada Lovelace']));
    await user.click(screen.getByTitle('Ada Lovelace', { exact: true }));
    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await user.keyboard('zz');
    await waitFor(() => expect(screen.getByText('Nobody found')).toBeInTheDocument());
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Owner' }).closest('.ant-select')).toHaveTextContent('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ owner: 1 }, expect.anything()));
  });

  // Enter takes the first option offered: while the search is on its way, that must match the text.
  it('offers only the earlier matches that hold the text while its search is on its way', async () => {
    const { user, onSearch } = renderLookup();
    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await user.keyboard('tur');
    expect(onSearch).not.toHaveBeenCalled();
    expect(offered()).toEqual(['Alan Turing']);
    expect(document.querySelector('.ant-select-item-option-active')).toHaveAttribute('title', 'Alan Turing');
  });

  it('shows the saved record by name, and clearing it leaves none', async () => {
    const { user, onSubmit } = renderLookup();
    const box = screen.getByRole('combobox', { name: 'Owner' }).closest('.ant-select') as HTMLElement;
    expect(box).toHaveTextContent('Grace Hopper');
    await user.hover(box);
    await user.click(box.querySelector('.ant-select-clear') as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ owner: null }, expect.anything()));
  });
});
