import { EMPLOYEE_MESSAGES as M } from '@site/shared';
import { SET_EMPLOYEE_STATUS, useEmployeesAdmin, type SetEmployeeStatusData } from '../fixtures/employees';
import { dataOf, errorOf } from '../fixtures/test-app';

/** Changing an employee: the fields sent, the manager chain without cycles, the required fields, and the status. */
const api = useEmployeesAdmin();

describe('changing an employee', () => {
  it('changes only the fields sent and clears an optional one sent as null', async () => {
    const created = await api.create();
    const changed = dataOf(await api.update(created.id, { position: ' Staff Engineer ', phone: null })).updateEmployee;
    expect(changed).toEqual({
      ...changed,
      position: 'Staff Engineer',
      phone: null,
      name: created.name,
      salary: created.salary,
    });
    const [entry] = await api.history('Employee', created.id);
    expect(entry?.action).toBe('update');
    expect(entry?.changes.map((c) => c.field).sort()).toEqual(['phone', 'position']);
  });

  it('masks a salary change in the trail', async () => {
    const created = await api.create({ salary: '5000.00' });
    dataOf(await api.update(created.id, { salary: '5500.00' }));
    const [entry] = await api.history('Employee', created.id);
    expect(entry?.changes).toEqual([{ field: 'salary', from: null, to: null, masked: true }]);
  });

  it('refuses the employee as their own manager', async () => {
    const created = await api.create();
    expect(errorOf(await api.update(created.id, { managerId: created.id }))).toMatchObject({
      message: M.managerSelf,
      extensions: { code: 'BAD_USER_INPUT', fields: { managerId: [M.managerSelf] } },
    });
  });

  it('refuses a manager who reports to the employee, directly or through others', async () => {
    const top = await api.create();
    const middle = await api.create({ managerId: top.id });
    const bottom = await api.create({ managerId: middle.id });
    for (const manager of [middle, bottom]) {
      expect(errorOf(await api.update(top.id, { managerId: manager.id }))).toMatchObject({
        message: M.managerCycle,
        extensions: { code: 'BAD_USER_INPUT', fields: { managerId: [M.managerCycle] } },
      });
    }
    expect((await api.stored(top.id))?.managerId).toBeNull();
    // Moving within the tree is fine, and so is having none.
    expect(dataOf(await api.update(bottom.id, { managerId: top.id })).updateEmployee.managerId).toBe(top.id);
    expect(dataOf(await api.update(bottom.id, { managerId: null })).updateEmployee.managerId).toBeNull();
  });

  it('of two changes at once that would make two people manage each other, lets one through', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await api.create();
      const b = await api.create();
      const [first, second] = await Promise.all([
        api.update(a.id, { managerId: b.id }),
        api.update(b.id, { managerId: a.id }),
      ]);
      const outcomes = [first, second].map((r) => (r.errors ? r.errors[0]?.message : 'ok')).sort();
      expect(outcomes).toEqual([M.managerCycle, 'ok']);
      const [storedA, storedB] = [await api.stored(a.id), await api.stored(b.id)];
      expect([storedA?.managerId, storedB?.managerId].filter((id) => id !== null)).toHaveLength(1);
    }
  });

  it('refuses an address another employee has', async () => {
    const [first, second] = [await api.create(), await api.create()];
    expect(errorOf(await api.update(second.id, { email: first.email })).extensions?.code).toBe('CONFLICT');
  });

  it.each([['name'], ['position'], ['department'], ['email'], ['joinDate'], ['status'], ['isHR']])(
    'refuses a null %s and changes nothing',
    async (field) => {
      const created = await api.create();
      const before = await api.stored(created.id);
      expect(errorOf(await api.update(created.id, { [field]: null })).extensions?.code).toBe('BAD_USER_INPUT');
      expect(await api.stored(created.id)).toEqual(before);
    },
  );

  it('answers NOT_FOUND for an unknown employee', async () => {
    expect(errorOf(await api.update(999_999, { position: 'x' }))).toMatchObject({
      message: 'Employee not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe("an employee's status", () => {
  const setStatus = (id: number, status: string) =>
    api.app.gql<SetEmployeeStatusData>(SET_EMPLOYEE_STATUS, { id, status }, api.admin);

  it('changes once, with one audit entry, when ten identical requests arrive at once', async () => {
    const created = await api.create();
    const responses = await Promise.all(Array.from({ length: 10 }, () => setStatus(created.id, 'ON_LEAVE')));
    expect(responses.map((r) => dataOf(r).setEmployeeStatus.status)).toEqual(Array(10).fill('ON_LEAVE'));
    const entries = (await api.history('Employee', created.id)).filter((e) => e.action === 'status');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.changes).toEqual([{ field: 'status', from: 'Active', to: 'On Leave', masked: false }]);
  });
});
