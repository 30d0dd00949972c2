import { Role } from '../../server/src/auth/roles';
import { auditTrail } from '../../server/src/modules/audit/audit-trail.service';
import { csvRecords, downloadCsv } from '../fixtures/csv-download';
import { insertEmployee } from '../fixtures/employees';
import { useLeaveApp, type Person } from '../fixtures/leave';
import { insertPayroll } from '../fixtures/payroll';
import { dataOf, errorOf } from '../fixtures/test-app';

import { activityTrail, ENTRIES, OPTIONS } from '../fixtures/audit-activity';

const leave = useLeaveApp();
const db = () => leave.app.dataSource;
const { page, entry, clearTrail } = activityTrail(leave);

describe('the filters', () => {
  const DAY = 86_400_000;
  let actorA: number;
  let actorB: number;
  const local = (day: string, hour: number) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return new Date(y, m - 1, d, hour);
  };

  beforeAll(async () => {
    await clearTrail();
    const a = await leave.person({}, Role.STAFF);
    const b = await leave.person({}, Role.STAFF);
    actorA = (await userOf(a)).userId;
    actorB = (await userOf(b)).userId;
    await entry('Project', 10, { actorId: actorA, actorName: 'Ann', action: 'create', at: local('2026-03-01', 0) });
    await entry('Project', 10, { actorId: actorA, actorName: 'Ann', action: 'update', at: local('2026-03-02', 23) });
    await entry('Service', 11, { actorId: actorB, actorName: 'Bob', action: 'update', at: local('2026-03-03', 0) });
    await entry('Project', 10, {
      actorId: actorB,
      actorName: 'Bob Renamed',
      action: 'delete',
      at: local('2026-03-04', 12),
    });
    await entry('ContactMessage', 12, { action: 'create', at: new Date(local('2026-03-04', 12).getTime() + DAY) });
  });
  const userOf = async (person: Person) => ({ userId: person.employee.userId! });
  const actions = async (variables: Record<string, unknown>) => {
    const result = await page(leave.admin, variables);
    expect(result.total).toBe(result.items.length);
    return result.items.map((e) => `${e.action}:${e.entity}`);
  };

  it('filter by user, action, record and days (inclusive, local), newest first', async () => {
    expect(await actions({ actorId: actorA })).toEqual(['update:Project', 'create:Project']);
    expect(await actions({ action: 'update' })).toEqual(['update:Service', 'update:Project']);
    expect(await actions({ entity: 'Project', entityId: '10' })).toEqual([
      'delete:Project',
      'update:Project',
      'create:Project',
    ]);
    expect(await actions({ from: '2026-03-02', to: '2026-03-03' })).toEqual(['update:Service', 'update:Project']);
    expect(await actions({ from: '2026-03-04' })).toEqual(['create:ContactMessage', 'delete:Project']);
    expect(await actions({ to: '2026-03-01' })).toEqual(['create:Project']);
    expect(await actions({ actorId: actorB, action: 'delete', from: '2026-03-04', to: '2026-03-04' })).toEqual([
      'delete:Project',
    ]);
  });

  it('names each user by their newest entry, and leaves visitors out', async () => {
    const options = dataOf(
      await leave.app.gql<{ auditFilterOptions: { users: unknown[]; entities: string[]; actions: string[] } }>(
        OPTIONS,
        {},
        leave.admin,
      ),
    ).auditFilterOptions;
    expect(options).toEqual({
      users: [
        { id: actorA, name: 'Ann' },
        { id: actorB, name: 'Bob Renamed' },
      ],
      entities: ['ContactMessage', 'Project', 'Service'],
      actions: ['create', 'delete', 'update'],
    });
  });

  it('refuse hostile input with a clear error, and read unknown values as matching nothing', async () => {
    const code = async (variables: Record<string, unknown>) =>
      errorOf(await leave.app.gql(ENTRIES, variables, leave.admin)).extensions?.code;
    expect(await code({ from: '2026-02-30' })).toBe('BAD_USER_INPUT');
    expect(await code({ to: 'yesterday' })).toBe('BAD_USER_INPUT');
    const backwards = errorOf(await leave.app.gql(ENTRIES, { from: '2026-03-04', to: '2026-03-01' }, leave.admin));
    expect(backwards.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(backwards)).toContain('To must not be before From');
    expect(await code({ limit: 0 })).toBe('BAD_USER_INPUT');
    expect(await code({ offset: -1 })).toBe('BAD_USER_INPUT');
    expect(await code({ action: 'x'.repeat(31) })).toBe('BAD_USER_INPUT');
    expect((await page(leave.admin, { limit: 100_000 })).limit).toBe(100);
    expect((await page(leave.admin, { entity: 'NoSuchThing' })).total).toBe(0);
    expect((await page(leave.admin, { entity: "Project' OR '1'='1" })).total).toBe(0);
    expect((await page(leave.admin, { actorId: -5 })).total).toBe(0);
    expect((await page(leave.admin, { from: '0100-01-01', to: '9999-12-31' })).total).toBe(5);
    expect((await page(leave.admin, { offset: 2_000_000_000 })).items).toEqual([]);
  });

  it('export the filtered trail as CSV, with the same rules', async () => {
    const { response, text } = await downloadCsv(leave.app, 'audit', `?actorId=${actorA}&from=2026-03-01`, leave.admin);
    expect(response.status).toBe(200);
    const rows = csvRecords(text);
    expect(Object.keys(rows[0]!)).toEqual(['At', 'User', 'Action', 'Entity', 'Record', 'Label', 'Changes']);
    expect(rows.map((r) => `${r.Action}:${r.Entity}:${r.Record}:${r.User}`)).toEqual([
      'update:Project:10:Ann',
      'create:Project:10:Ann',
    ]);
    const bad = async (query: string) => (await downloadCsv(leave.app, 'audit', query, leave.admin)).response.status;
    expect(await bad('?from=2026-02-30')).toBe(400);
    expect(await bad('?from=2026-03-04&to=2026-03-01')).toBe(400);
    expect(await bad('?actorId=abc')).toBe(400);
    expect(csvRecords((await downloadCsv(leave.app, 'audit', '?entity=NoSuchThing', leave.admin)).text)).toEqual([]);
    expect((await downloadCsv(leave.app, 'audit', '', null)).response.status).toBe(401);
    const client = await leave.person({}, Role.CLIENT);
    expect((await downloadCsv(leave.app, 'audit', '', client.token)).response.status).toBe(403);
  });
});

describe('masked fields', () => {
  it('stay masked in the page and in the CSV, and a staff member reads only their own pay entries', async () => {
    await clearTrail();
    const me = await leave.person();
    const other = await leave.person();
    const record = async (person: Person, before: string, after: string) => {
      const payroll = await insertPayroll(db(), { employeeId: person.employee.id });
      await db().transaction((manager) =>
        auditTrail.record(
          manager,
          { id: 1, name: 'Admin' },
          {
            action: 'update',
            entity: 'PayrollRecord',
            entityId: payroll.id,
            label: person.employee.name,
            before: { netSalary: before, bankAccount: 'DE89370400440532013000', notes: 'a' },
            after: { netSalary: after, bankAccount: 'DE89370400440532019999', notes: 'b' },
          },
        ),
      );
      return payroll;
    };
    const mine = await record(me, '4321.09', '5432.10');
    await record(other, '8765.43', '9876.54');
    await insertEmployee(db());

    const [entry] = (await page(me.token)).items;
    expect((await page(me.token)).total).toBe(1);
    expect(entry).toMatchObject({ entity: 'PayrollRecord', entityId: String(mine.id) });
    expect(entry!.changes).toEqual([
      { field: 'netSalary', from: null, to: null, masked: true },
      { field: 'bankAccount', from: '••••3000', to: '••••9999', masked: true },
      { field: 'notes', from: 'a', to: 'b', masked: false },
    ]);

    const mineCsv = (await downloadCsv(leave.app, 'audit', '', me.token)).text;
    expect(csvRecords(mineCsv).map((r) => r.Changes)).toEqual([
      'netSalary: changed; bankAccount: ••••3000 → ••••9999; notes: a → b',
    ]);
    const all = (await downloadCsv(leave.app, 'audit', '?entity=PayrollRecord', leave.admin)).text;
    expect(csvRecords(all)).toHaveLength(2);
    expect(all + mineCsv).not.toMatch(/4321|5432|8765|9876|0532013000/);
  });
});
