import { useState } from 'react';
import { LookupField, type SelectOption } from '../../../components/admin-form';
import { useManagerOptions } from '../api/employees';
import { MANAGER_OPTIONS_LIMIT } from '../constants';

export interface ManagerFieldProps {
  /** The employee being edited: never offered as their own manager. */
  employeeId?: number;
  /** Their saved manager, shown by name before any search. */
  manager?: Person | null;
}

interface Person {
  id: number;
  name: string;
  position: string;
}

/** How a person reads in the picker: the name, and the position to tell namesakes apart. */
const option = (person: Person): SelectOption<number> => ({
  value: person.id,
  label: `${person.name} (${person.position})`,
});

/** 'Manager': another employee found by typing their name, or none. */
export function ManagerField({ employeeId, manager }: ManagerFieldProps) {
  const [search, setSearch] = useState<string | null>(null);
  const { data, previousData, loading } = useManagerOptions(search, MANAGER_OPTIONS_LIMIT);
  const people = (data ?? previousData)?.adminEmployees.items ?? [];
  const options = people.filter((person) => person.id !== employeeId).map(option);
  return (
    <LookupField
      name="managerId"
      label="Manager"
      options={options}
      onSearch={setSearch}
      loading={loading}
      selected={manager ? option(manager) : null}
      placeholder="No manager"
      notFound="No employees found"
      extra="Type a name to find someone; leave empty for none."
    />
  );
}
