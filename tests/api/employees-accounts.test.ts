import { EMPLOYEE_MESSAGES as M } from '@site/shared';
import { NO_PASSWORD } from '../../server/src/auth/accounts';
import { Role } from '../../server/src/auth/roles';
import { User } from '../../server/src/auth/user.entity';
import { AUDIT_ENTRIES, type AuditEntriesData } from '../fixtures/audit';
import { BrowserSession } from '../fixtures/browser-session';
import {
  DAVID,
  EMILY,
  EMPLOYEE,
  INVITE_EMPLOYEE,
  insertEmployee,
  PRIYA,
  SET_EMPLOYEE_STATUS,
  UPDATE_EMPLOYEE,
  type InviteEmployeeData,
} from '../fixtures/employees';
import { captureLog, type CapturedLog } from '../fixtures/log';
import { eventually, LINK_INVALID, LOGIN, ME, NEW_PASSWORD, REFRESH, RESET, linkIn } from '../fixtures/password-reset';
import { ADMIN, dataOf, errorOf, startTestApp, STAFF, type TestApp } from '../fixtures/test-app';
import { insertUser } from '../fixtures/users';

let app: TestApp;
let admin: string;
let log: CapturedLog;

beforeAll(async () => {
  app = await startTestApp({ env: { PUBLIC_URL: 'http://site.test' } });
  admin = await app.login(ADMIN.email, ADMIN.password);
});
afterAll(() => app?.close());
beforeEach(() => {
  log = captureLog();
});
afterEach(() => log.restore());

const ME_CAPABILITIES = '{ me { role managesAnyone isHR employee { name } } }';

describe('me', () => {
  it.each([
    [
      'Emily, who manages David and Sofia',
      EMILY,
      { managesAnyone: true, isHR: false, employee: { name: 'Emily Chen' } },
    ],
    ['David, who manages no one', DAVID, { managesAnyone: false, isHR: false, employee: { name: 'David Okafor' } }],
    ['Priya, who is HR', PRIYA, { managesAnyone: false, isHR: true, employee: { name: 'Priya Nair' } }],
    ['the admin, who is no employee', ADMIN, { role: 'ADMIN', managesAnyone: false, isHR: false, employee: null }],
    ['a staff user with no employee record', STAFF, { managesAnyone: false, isHR: false, employee: null }],
  ])('tells %s apart', async (_who, account, expected) => {
    const token = await app.login(account.email, account.password);
    expect(dataOf(await app.gql<{ me: unknown }>(ME_CAPABILITIES, {}, token)).me).toMatchObject(expected);
  });
});

const invitationTo = (email: string, after = 0) =>
  eventually(
    () =>
      log
        .entries()
        .slice(after)
        .find((e) => e.to === email && e.kind === 'invitation'),
    `an invitation to ${email}`,
  );
const invite = (id: number) => app.gql<InviteEmployeeData>(INVITE_EMPLOYEE, { id }, admin);

describe('inviting an employee to sign in', () => {
  it('makes a staff account without a password and mails a link, valid 7 days, that sets one', async () => {
    const employee = await insertEmployee(app.dataSource);
    const invited = dataOf(await invite(employee.id)).inviteEmployee;
    expect(invited.access).toBe('INVITED');

    const user = await app.dataSource.getRepository(User).findOneByOrFail({ email: employee.email });
    expect(user).toMatchObject({ role: Role.STAFF, name: employee.name, active: true, passwordHash: NO_PASSWORD });
    const mail = await invitationTo(employee.email);
    expect(mail.subject).toBe('Your Brightline Software account');
    expect(String(mail.text)).toContain('within 7 days');
    const [, link, token = ''] = linkIn(String(mail.text)) ?? [];
    expect(String(mail.text)).toContain(`${link}&invitation=1`);

    // No password works until the link is used.
    expect(errorOf(await app.gql(LOGIN, { email: employee.email, password: NO_PASSWORD })).message).toBe(
      'Invalid credentials',
    );
    expect(dataOf(await app.gql(RESET, { token, password: NEW_PASSWORD }))).toEqual({ resetPassword: true });
    const signedIn = await app.login(employee.email, NEW_PASSWORD);
    const { me } = dataOf(
      await app.gql<{ me: { employee: { id: number; salary: string } } }>(
        '{ me { employee { id salary } } }',
        {},
        signedIn,
      ),
    );
    expect(me.employee).toEqual({ id: employee.id, salary: employee.salary });
    const { employee: now } = dataOf(
      await app.gql<{ employee: { access: string } }>(EMPLOYEE, { id: employee.id }, admin),
    );
    expect(now.access).toBe('ACTIVE');
  });

  it('records the account in the trail without its password', async () => {
    const employee = await insertEmployee(app.dataSource);
    dataOf(await invite(employee.id));
    const user = await app.dataSource.getRepository(User).findOneByOrFail({ email: employee.email });
    const { items } = dataOf(
      await app.gql<AuditEntriesData>(AUDIT_ENTRIES, { entity: 'User', entityId: String(user.id) }, admin),
    ).auditEntries;
    expect(items.map((entry) => entry.action)).toEqual(['invite']);
    expect(items[0]!.changes.map((change) => change.field).sort()).toEqual(['active', 'email', 'name', 'role']);
    expect(JSON.stringify(items)).not.toContain(NO_PASSWORD);
  });

  it('sends a new link when invited again before choosing a password; the old link stops working', async () => {
    const employee = await insertEmployee(app.dataSource);
    dataOf(await invite(employee.id));
    const [, , first = ''] = linkIn(String((await invitationTo(employee.email)).text)) ?? [];
    const seen = log.entries().length;
    dataOf(await invite(employee.id));
    const [, , second = ''] = linkIn(String((await invitationTo(employee.email, seen)).text)) ?? [];
    expect(second).not.toBe(first);
    expect(errorOf(await app.gql(RESET, { token: first, password: NEW_PASSWORD })).message).toBe(LINK_INVALID);
    expect(dataOf(await app.gql(RESET, { token: second, password: NEW_PASSWORD }))).toEqual({ resetPassword: true });
    expect(errorOf(await invite(employee.id))).toMatchObject({
      message: M.alreadySignsIn,
      extensions: { code: 'CONFLICT' },
    });
  });

  it('makes one account when ten invitations arrive at once, and mails at most three links an hour', async () => {
    const employee = await insertEmployee(app.dataSource);
    const responses = await Promise.all(Array.from({ length: 10 }, () => invite(employee.id)));
    expect(await app.dataSource.getRepository(User).countBy({ email: employee.email })).toBe(1);
    const codes = responses.map((r) => r.errors?.[0]?.extensions?.code ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(7);
  });

  it('refuses a terminated employee, and an address another account already has', async () => {
    const terminated = await insertEmployee(app.dataSource, { status: 'Terminated' as never });
    expect(errorOf(await invite(terminated.id))).toMatchObject({
      message: M.inviteTerminated,
      extensions: { code: 'CONFLICT' },
    });
    const taken = await insertEmployee(app.dataSource);
    await insertUser(app.dataSource, { email: taken.email, password: 'Some-Other-Person-1', role: Role.CLIENT });
    expect(errorOf(await invite(taken.id))).toMatchObject({
      message: M.accountEmailTaken,
      extensions: { code: 'CONFLICT' },
    });
  });
});

describe("an employee's account follows the employee", () => {
  /** An invited employee who has chosen a password, signed in in a browser. */
  async function signedInEmployee() {
    const employee = await insertEmployee(app.dataSource);
    dataOf(await invite(employee.id));
    const [, , token = ''] = linkIn(String((await invitationTo(employee.email)).text)) ?? [];
    dataOf(await app.gql(RESET, { token, password: NEW_PASSWORD }));
    const browser = new BrowserSession(app.url);
    const { login } = dataOf(
      (await browser.send<{ login: { token: string } }>(LOGIN, { email: employee.email, password: NEW_PASSWORD })).body,
    );
    return { employee, browser, token: login.token };
  }
  const setStatus = (id: number, status: string) => app.gql(SET_EMPLOYEE_STATUS, { id, status }, admin);

  it('Terminated disables it and ends its sessions at once; back to Active, it signs in again', async () => {
    const { employee, browser, token } = await signedInEmployee();
    dataOf(await setStatus(employee.id, 'TERMINATED'));

    expect(dataOf(await app.gql<{ me: null }>(ME, {}, token)).me).toBeNull();
    expect(errorOf((await browser.send(REFRESH)).body).extensions?.code).toBe('UNAUTHENTICATED');
    expect(errorOf(await app.gql(LOGIN, { email: employee.email, password: NEW_PASSWORD })).message).toBe(
      'Invalid credentials',
    );
    const user = await app.dataSource.getRepository(User).findOneByOrFail({ email: employee.email });
    const { items } = dataOf(
      await app.gql<AuditEntriesData>(AUDIT_ENTRIES, { entity: 'User', entityId: String(user.id) }, admin),
    ).auditEntries;
    expect(items[0]).toMatchObject({ action: 'disable' });

    dataOf(await setStatus(employee.id, 'ACTIVE'));
    await app.login(employee.email, NEW_PASSWORD);
  });

  it('Terminated through the edit form disables it too', async () => {
    const { employee, token } = await signedInEmployee();
    dataOf(await app.gql(UPDATE_EMPLOYEE, { id: employee.id, input: { status: 'TERMINATED' } }, admin));
    expect(dataOf(await app.gql<{ me: null }>(ME, {}, token)).me).toBeNull();
  });

  it('takes the new name and address, so the employee signs in with the new address', async () => {
    const { employee } = await signedInEmployee();
    const email = `renamed.${employee.id}@brightline.example`;
    dataOf(await app.gql(UPDATE_EMPLOYEE, { id: employee.id, input: { email, name: 'Renamed Person' } }, admin));
    const user = await app.dataSource.getRepository(User).findOneByOrFail({ email });
    expect(user.name).toBe('Renamed Person');
    await app.login(email, NEW_PASSWORD);
  });

  it('refuses an address another account has, and changes neither the employee nor the account', async () => {
    const { employee } = await signedInEmployee();
    const response = await app.gql(UPDATE_EMPLOYEE, { id: employee.id, input: { email: STAFF.email } }, admin);
    expect(errorOf(response)).toMatchObject({ message: M.accountEmailTaken, extensions: { code: 'CONFLICT' } });
    expect(await app.dataSource.getRepository(User).existsBy({ email: employee.email })).toBe(true);
  });

  it('is disabled when the employee is deleted', async () => {
    const { employee, token } = await signedInEmployee();
    dataOf(await app.gql('mutation($id: Int!) { deleteEmployee(id: $id) }', { id: employee.id }, admin));
    expect(dataOf(await app.gql<{ me: null }>(ME, {}, token)).me).toBeNull();
    expect((await app.dataSource.getRepository(User).findOneByOrFail({ email: employee.email })).active).toBe(false);
  });
});
