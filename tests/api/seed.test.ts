import type { DataSource } from 'typeorm';
import { verifyPassword } from '../../server/src/auth/password';
import { Role } from '../../server/src/auth/roles';
import { User } from '../../server/src/auth/user.entity';
import { seedDatabase } from '../../server/src/db/seed';
import { DEMO_ACCOUNTS } from '../../server/src/db/seed/demo-accounts';
import { seedLeaveRequests } from '../../server/src/db/seed/people';
import { ContentPage } from '../../server/src/modules/content/page.entity';
import { Project } from '../../server/src/modules/projects/project.entity';
import { QuoteRequest } from '../../server/src/modules/quotes/quote-request.entity';
import { Service } from '../../server/src/modules/services/service.entity';
import { Employee } from '../../server/src/modules/employees/employee.entity';
import { LeaveRequest } from '../../server/src/modules/leave/leave-request.entity';
import { PayrollRecord } from '../../server/src/modules/payroll/payroll-record.entity';
import { SeedHistory } from '../../server/src/db/seed-history.entity';
import { DELETE, PROJECT, type DeleteData } from '../fixtures/projects';
import { ADMIN, dataOf, errorOf, startTestApp, type TestApp } from '../fixtures/test-app';
import { useMigratedDatabase } from '../fixtures/test-database';
import { insertUser } from '../fixtures/users';

const counts = async (dataSource: DataSource) => ({
  projects: await dataSource.getRepository(Project).count(),
  users: await dataSource.getRepository(User).count(),
  services: await dataSource.getRepository(Service).count(),
  pages: await dataSource.getRepository(ContentPage).count(),
  employees: await dataSource.getRepository(Employee).count(),
  leaveRequests: await dataSource.getRepository(LeaveRequest).count(),
  payrollRecords: await dataSource.getRepository(PayrollRecord).count(),
});

/** What a fresh database holds after the seed. */
const SEEDED = {
  projects: 13,
  users: 5,
  services: 8,
  pages: 3,
  employees: 6,
  leaveRequests: 3,
  payrollRecords: 5,
} as const;

describe('the demo seed (applied once by the test app)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('inserts the 13 projects, the 5 demo accounts, the 8 services, the 3 content pages and the demo people', async () => {
    expect(await counts(app.dataSource)).toEqual(SEEDED);
    const emails = (await app.dataSource.getRepository(User).find()).map((user) => user.email).sort();
    expect(emails).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
  });

  it('stores each demo password as an argon2id hash that verifies', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await app.dataSource.getRepository(User).findOneByOrFail({ email: account.email });
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(user).toMatchObject({ role: account.role, active: true });
      await expect(verifyPassword(user.passwordHash, account.password)).resolves.toBe(true);
    }
  });

  it('changes nothing when run a second time', async () => {
    const before = await counts(app.dataSource);
    expect(await seedDatabase(app.dataSource)).toEqual([]);
    expect(await counts(app.dataSource)).toEqual(before);
  });

  it('does not bring back a seeded project an admin deleted', async () => {
    const token = await app.login(ADMIN.email, ADMIN.password);
    const [seeded] = await app.dataSource.getRepository(Project).find({ order: { id: 'ASC' }, take: 1 });
    expect(dataOf(await app.gql<DeleteData>(DELETE, { id: seeded!.id }, token)).deleteProject).toBe(seeded!.id);

    await seedDatabase(app.dataSource);

    expect(await counts(app.dataSource)).toEqual({ ...SEEDED, projects: SEEDED.projects - 1 });
    expect(errorOf(await app.gql(PROJECT, { id: seeded!.id })).extensions?.code).toBe('NOT_FOUND');
  });

  it('does not bring back a seeded service or content page that was removed', async () => {
    const before = await counts(app.dataSource);
    await app.dataSource.getRepository(Service).delete({ name: 'Software Training' });
    await app.dataSource.getRepository(ContentPage).delete({ slug: 'privacy' });

    expect(await seedDatabase(app.dataSource)).toEqual([]);

    expect(await counts(app.dataSource)).toEqual({ ...before, services: before.services - 1, pages: before.pages - 1 });
  });
});

describe('the demo seed on a database with a real account at a demo address', () => {
  const db = useMigratedDatabase();

  it('leaves that account as it is and adds the others', async () => {
    const id = await insertUser(db.dataSource, { email: ADMIN.email, password: 'Own#Password1', role: Role.STAFF });

    expect(await seedDatabase(db.dataSource)).toEqual(
      expect.arrayContaining(['demo-accounts', 'projects', 'services', 'pages', 'employees']),
    );

    const kept = await db.dataSource.getRepository(User).findOneByOrFail({ id });
    expect(kept.role).toBe(Role.STAFF);
    await expect(verifyPassword(kept.passwordHash, 'Own#Password1')).resolves.toBe(true);
    expect(await counts(db.dataSource)).toEqual(SEEDED);
  });
});

describe('the seed without demo data (production)', () => {
  const db = useMigratedDatabase();

  it("adds the site's content but no demo account and no sample quote", async () => {
    expect((await seedDatabase(db.dataSource, { demo: false })).sort()).toEqual([
      'pages',
      'projects',
      'services',
      'website-content',
    ]);
    expect(await db.dataSource.getRepository(User).count()).toBe(0);
    expect(await db.dataSource.getRepository(QuoteRequest).count()).toBe(0);
    expect(await db.dataSource.getRepository(Service).count()).toBe(8);
    // Turning demo data on later adds just the demo sets.
    expect((await seedDatabase(db.dataSource)).sort()).toEqual([
      'demo-accounts',
      'employees',
      'leave-requests',
      'payroll-records',
      'quote-requests',
      'quote-requests-variety',
    ]);
    expect(await db.dataSource.getRepository(Employee).count()).toBe(6);
  });
});

describe('the demo people', () => {
  const db = useMigratedDatabase();

  const byEmail = async (email: string) =>
    db.dataSource.getRepository(Employee).findOneByOrFail({ email: `${email}@brightline.example` });

  it('link Emily, David and Priya to their accounts; Emily manages David and Sofia; Priya is HR; the admin is no employee', async () => {
    await seedDatabase(db.dataSource);
    const users = db.dataSource.getRepository(User);
    const emily = await byEmail('emily.chen');
    const priya = await byEmail('priya.nair');
    for (const employee of [emily, await byEmail('david.okafor'), priya]) {
      expect((await users.findOneByOrFail({ id: employee.userId! })).email).toBe(employee.email);
    }
    const reports = await db.dataSource.getRepository(Employee).findBy({ managerId: emily.id });
    expect(reports.map((e) => e.name).sort()).toEqual(['David Okafor', 'Sofia Martins']);
    expect(priya.isHR).toBe(true);
    expect(await db.dataSource.getRepository(Employee).countBy({ isHR: true })).toBe(1);
    const admin = await users.findOneByOrFail({ email: ADMIN.email });
    expect(await db.dataSource.getRepository(Employee).existsBy({ userId: admin.id })).toBe(false);
    // Net pay is basic + allowances - deductions + bonus, to the cent.
    for (const record of await db.dataSource.getRepository(PayrollRecord).find()) {
      const cents = (text: string) => Math.round(Number(text) * 100);
      expect(cents(record.netSalary)).toBe(
        cents(record.basicSalary) + cents(record.allowances) - cents(record.deductions) + cents(record.bonus),
      );
    }
  });
});

describe('the demo leave requests', () => {
  const db = useMigratedDatabase();

  it('each take a weekday, whatever day of the week the database is seeded', async () => {
    await seedDatabase(db.dataSource);
    const leave = db.dataSource.getRepository(LeaveRequest);
    await leave.clear();
    // A Monday, then each following day of that week.
    for (let day = 0; day < 7; day++) {
      await seedLeaveRequests(db.dataSource.manager, new Date(Date.UTC(2026, 10, 23 + day, 9)));
    }
    const hasWeekday = ({ startDate, endDate }: LeaveRequest) => {
      for (let t = Date.parse(startDate); t <= Date.parse(endDate); t += 86_400_000) {
        if (![0, 6].includes(new Date(t).getUTCDay())) return true;
      }
      return false;
    };
    const requests = await leave.find();
    expect(requests).toHaveLength(21);
    expect(requests.filter((r) => !hasWeekday(r))).toEqual([]);
  });
});

describe("the demo people on a database seeded before Priya's account existed", () => {
  const db = useMigratedDatabase();

  it('give her the account, linked', async () => {
    await db.dataSource.getRepository(SeedHistory).insert({ name: 'demo-accounts', appliedAt: new Date() });

    await seedDatabase(db.dataSource);

    const priya = await db.dataSource
      .getRepository(Employee)
      .findOneByOrFail({ email: 'priya.nair@brightline.example' });
    const account = await db.dataSource.getRepository(User).findOneByOrFail({ id: priya.userId! });
    await expect(verifyPassword(account.passwordHash, 'Priya#2026')).resolves.toBe(true);
    expect(account.role).toBe(Role.STAFF);
  });
});
