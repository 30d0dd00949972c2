import { Project } from '../../server/src/modules/projects/project.entity';
import { useLeaveApp, type Person } from '../fixtures/leave';
import { dataOf } from '../fixtures/test-app';

import { activityTrail, OPTIONS } from '../fixtures/audit-activity';

const leave = useLeaveApp();
const db = () => leave.app.dataSource;
const { page, seen, entry, clearTrail, people } = activityTrail(leave);

describe('who reads which entries', () => {
  let cast: Awaited<ReturnType<typeof people>>;
  const userId = async (person: Person) => ({ userId: person.employee.userId! });

  beforeAll(async () => {
    await clearTrail();
    cast = await people();
    const { me, other, mine, theirs } = cast;
    await entry('Project', 987_654);
    await entry('QuoteRequest', 2);
    await entry('ContactMessage', 3);
    await entry('WebsiteContent', 'about');
    await entry('Employee', me.employee.id);
    await entry('Employee', other.employee.id);
    await entry('User', (await userId(me)).userId);
    await entry('User', (await userId(other)).userId);
    await entry('PayrollRecord', mine.payroll.id, { changes: { netSalary: { changed: true } } });
    await entry('PayrollRecord', theirs.payroll.id, { changes: { netSalary: { changed: true } } });
    await entry('LeaveRequest', mine.leave.id);
    await entry('LeaveRequest', theirs.leave.id);
    await entry('ApiKey', 1);
    await entry('SomethingNew', 1);
  });

  it('shows an admin every entry', async () => {
    expect((await page(leave.admin)).total).toBe(14);
  });

  it("shows staff the shared records' entries and their own account, employee, pay and leave, never anyone else's", async () => {
    const { me, mine } = cast;
    const expected = [
      'ContactMessage:3',
      `Employee:${me.employee.id}`,
      `LeaveRequest:${mine.leave.id}`,
      `PayrollRecord:${mine.payroll.id}`,
      'Project:987654',
      'QuoteRequest:2',
      `User:${(await userId(me)).userId}`,
      'WebsiteContent:about',
    ].sort();
    expect(await seen(me.token)).toEqual(expected);
    // The total and the pages count the same entries: the rule is applied before paging.
    const first = await page(me.token, { limit: 3 });
    const rest = await page(me.token, { offset: 3, limit: 100 });
    expect(first.total).toBe(8);
    expect(rest.total).toBe(8);
    expect(new Set([...first.items, ...rest.items].map((e) => e.id)).size).toBe(8);
  });

  it("shows a manager their report's leave, and HR every leave request but nobody else's pay", async () => {
    const { manager, hr, mine, theirs } = cast;
    expect(await seen(manager.token, { entity: 'LeaveRequest' })).toEqual([`LeaveRequest:${mine.leave.id}`]);
    expect(await seen(hr.token, { entity: 'LeaveRequest' })).toEqual(
      [`LeaveRequest:${mine.leave.id}`, `LeaveRequest:${theirs.leave.id}`].sort(),
    );
    expect(await seen(hr.token, { entity: 'PayrollRecord' })).toEqual([]);
    expect(await seen(hr.token, { entity: 'Employee' })).toEqual([]);
  });

  it('offers as filter values only what the viewer may read', async () => {
    const { me } = cast;
    const options = dataOf(
      await leave.app.gql<{ auditFilterOptions: { entities: string[] } }>(OPTIONS, {}, me.token),
    ).auditFilterOptions;
    expect(options.entities).toEqual([
      'ContactMessage',
      'Employee',
      'LeaveRequest',
      'PayrollRecord',
      'Project',
      'QuoteRequest',
      'User',
      'WebsiteContent',
    ]);
    const admin = dataOf(
      await leave.app.gql<{ auditFilterOptions: { entities: string[] } }>(OPTIONS, {}, leave.admin),
    ).auditFilterOptions;
    expect(admin.entities).toContain('ApiKey');
    expect(admin.entities).toContain('SomethingNew');
  });

  it('links each entry to its page when the viewer may open it', async () => {
    const { me, mine } = cast;
    const links = async (token: string) =>
      Object.fromEntries((await page(token)).items.map((e) => [`${e.entity}:${e.entityId}`, e.link]));
    const admin = await links(leave.admin);
    expect(admin[`Employee:${me.employee.id}`]).toBe(`/admin/employees/edit/${me.employee.id}`);
    expect(admin[`User:${(await userId(me)).userId}`]).toBe(`/admin/employees/edit/${me.employee.id}`);
    expect(admin[`PayrollRecord:${mine.payroll.id}`]).toBe(`/admin/payrolls/${mine.payroll.id}`);
    expect(admin[`LeaveRequest:${mine.leave.id}`]).toBe('/admin/leave-approvals?tab=all');
    expect(admin['WebsiteContent:about']).toBe('/admin/website?tab=about');
    expect(admin['ApiKey:1']).toBeNull();
    expect(admin['SomethingNew:1']).toBeNull();
    // No project has that id: a record that is gone has no page.
    expect(admin['Project:987654']).toBeNull();

    const own = await links(me.token);
    expect(own[`Employee:${me.employee.id}`]).toBeNull(); // the employee pages are the admins'
    expect(own[`PayrollRecord:${mine.payroll.id}`]).toBe(`/admin/my-payroll?month=${mine.payroll.month}`);
    expect(own[`LeaveRequest:${mine.leave.id}`]).toBe('/admin/leave-request');
    const managed = await links(cast.manager.token);
    expect(managed[`LeaveRequest:${mine.leave.id}`]).toBe('/admin/leave-approvals');

    const project = await db().getRepository(Project).findOneByOrFail({});
    await entry('Project', project.id);
    const [about] = (await page(me.token, { entity: 'Project', entityId: String(project.id) })).items;
    expect(about!.link).toBe(`/admin/projects/edit/${project.id}`);
  });
});
