import { useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LookupField, type SelectOption } from '../../../components/admin-form';
import { usePayrollEmployeeOptions } from '../api/payroll';
import { EMPLOYEE_OPTIONS_LIMIT } from '../constants';
import type { PayrollFormValues } from '../schemas/payroll.schema';

/** A basic salary nobody has typed yet: the form's 0, or cleared. */
const untouched = (basic: string) => ['', '0', '0.00'].includes(basic.trim());

/**
 * 'Employee': found by typing their name. Choosing someone fills the basic salary from their
 * monthly salary on record, unless the user has typed one of their own.
 */
export function EmployeeField() {
  const [search, setSearch] = useState<string | null>(null);
  const { data, previousData, loading } = usePayrollEmployeeOptions(search, EMPLOYEE_OPTIONS_LIMIT);
  const shown = (data ?? previousData)?.adminEmployees.items;
  const people = useMemo(() => shown ?? [], [shown]);
  const options: SelectOption<number>[] = people.map((p) => ({ value: p.id, label: `${p.name} (${p.position})` }));

  const { values, setFieldValue } = useFormikContext<PayrollFormValues>();
  const chosen = values.employeeId;
  const basic = values.basicSalary;
  // Whom the basic salary was last filled for, and with what: another choice may replace it.
  const filled = useRef<{ id: number | null; salary: string | null }>({ id: null, salary: null });
  useEffect(() => {
    if (chosen === null || chosen === filled.current.id) return;
    // The person was just picked from the matches on offer, so they are among them.
    const salary = people.find((p) => p.id === chosen)?.salary ?? null;
    const ours = untouched(basic) || basic === filled.current.salary;
    filled.current = { id: chosen, salary: ours ? salary : null };
    if (salary && ours) void setFieldValue('basicSalary', salary);
  }, [chosen, basic, people, setFieldValue]);

  return (
    <LookupField
      name="employeeId"
      label="Employee"
      required
      options={options}
      onSearch={setSearch}
      loading={loading}
      placeholder="Select an employee"
      notFound="No employees found"
    />
  );
}
