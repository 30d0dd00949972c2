import { ADMIN_EMPLOYEES, useEmployeesAdmin, type AdminEmployeesData } from '../fixtures/employees';
import { dataOf } from '../fixtures/test-app';

/** The employees list: its search, filter and order, and its CSV export. */
const api = useEmployeesAdmin();

describe('the employees list', () => {
  const list = async (variables: Record<string, unknown>) =>
    dataOf(await api.app.gql<AdminEmployeesData>(ADMIN_EMPLOYEES, variables, api.admin)).adminEmployees;

  it('searches name, position, department and email, whatever the letter case', async () => {
    const marker = `zq${Date.now().toString(36)}`;
    const byName = await api.create({ name: `Nadia ${marker}` });
    const byPosition = await api.create({ position: `Chief ${marker.toUpperCase()} Officer` });
    const byEmail = await api.create({ email: `${marker}@brightline.example` });
    const found = await list({ search: marker, limit: 100 });
    expect(found.items.map((e) => e.id).sort()).toEqual([byName.id, byPosition.id, byEmail.id].sort());
    const finance = await list({ search: 'FINANCE', limit: 100 });
    expect(finance.items.every((e) => e.department === 'FINANCE')).toBe(true);
  });

  it('finds a short text and a text with search syntax in it, as typed', async () => {
    const marker = `q${Date.now().toString(36)}`;
    const odd = await api.create({ name: `Ana "${marker}" OR-Lee*` });
    expect((await list({ search: `"${marker}" OR-` })).items.map((e) => e.id)).toEqual([odd.id]);
    const twoLetters = await list({ search: 'Na', limit: 100 });
    expect(twoLetters.items.map((e) => e.id)).toContain(odd.id);
    expect(twoLetters.total).toBe(twoLetters.items.length);
  });

  it('sorts by name without regard to letter case', async () => {
    const marker = `zs${Date.now().toString(36)}`;
    const names = [`${marker} beta`, `${marker} Alpha`, `${marker} Gamma`];
    for (const name of names) await api.create({ name });
    const page = await list({ search: marker, sort: 'NAME', direction: 'ASC' });
    expect(page.items.map((e) => e.name)).toEqual([`${marker} Alpha`, `${marker} beta`, `${marker} Gamma`]);
  });

  it('treats LIKE wildcards as text', async () => {
    expect((await list({ search: '%' })).total).toBe(0);
  });

  it('filters by status and sorts by joining date', async () => {
    const page = await list({ status: 'ON_LEAVE', sort: 'JOIN_DATE', direction: 'ASC', limit: 100 });
    expect(page.items.every((e) => e.status === 'ON_LEAVE')).toBe(true);
    const dates = page.items.map((e) => e.joinDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('offers the list as CSV to admins, pay columns included, and to no one else', async () => {
    const created = await api.create({ name: `Csv Person ${Date.now()}`, salary: '4321.00' });
    const csv = await fetch(`${api.app.url}/api/export/employees.csv?search=${encodeURIComponent(created.name)}`, {
      headers: { authorization: `Bearer ${api.admin}` },
    });
    expect(csv.status).toBe(200);
    const [header, row] = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Name,Position,Department,Email,Phone,Join Date,Status,Manager,HR,Salary,Bank Account,Tax ID');
    expect(row).toContain(`${created.name},Software Engineer,Engineering,${created.email}`);
    expect(row).toContain('4321.00');
    const staff = await api.app.login('staff@brightline.example', 'Staff#2026');
    const refused = await fetch(`${api.app.url}/api/export/employees.csv`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('4321');
  });

  it('filters the CSV by status given by its API name, as the list page links it', async () => {
    const name = `Csv Status ${Date.now()}`;
    const onLeave = await api.create({ name, status: 'ON_LEAVE' });
    await api.create({ name: `${name} Active` });
    const csv = await fetch(
      `${api.app.url}/api/export/employees.csv?search=${encodeURIComponent(name)}&status=ON_LEAVE`,
      { headers: { authorization: `Bearer ${api.admin}` } },
    );
    expect(csv.status).toBe(200);
    const rows = (await csv.text()).trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`${onLeave.name},`);
    expect(rows[0]).toContain(',On Leave,');
  });
});
