import { mkdir, rm, writeFile } from 'node:fs/promises';
import { User } from '../../server/src/auth/user.entity';
import { LeaveStatus } from '../../server/src/modules/leave/leave-request.entity';
import {
  DECIDE_CANCELLATION,
  HR_APPROVE,
  MANAGER_APPROVE,
  REJECT_LEAVE,
  REQUEST_CANCELLATION,
  useLeaveApp,
} from '../fixtures/leave';
import { captureLog } from '../fixtures/log';
import { eventually } from '../fixtures/password-reset';
import { dataOf } from '../fixtures/test-app';

/** Who is mailed at each step (the outbox stands in for SMTP), after the change is committed. */

const leave = useLeaveApp();
const PRIYA = 'priya.nair@brightline.example';

describe('the leave mails', () => {
  it('tell the manager of a new request, with the dates, the reason and the approvals page', async () => {
    const { manager, report } = await leave.team();
    const request = await leave.request(report, { reason: 'Moving house' });
    const [mail] = await leave.mailsTo(manager.email, 'leave-requested');
    expect(mail).toMatchObject({ subject: `Leave request from ${report.employee.name}` });
    expect(mail!.text).toContain(`${request.startDate} to ${request.endDate}`);
    expect(mail!.text).toContain('Reason: Moving house');
    expect(mail!.text).toContain(`${leave.app.config.publicUrl}/admin/leave-approvals`);
  });

  it('tell every HR employee who can sign in when the manager approves, never one without an account or disabled', async () => {
    const { manager, report, hr } = await leave.team();
    const hrWithoutAccount = await leave.insertEmployee({ isHR: true });
    const hrDisabled = await leave.person({ isHR: true });
    await leave.app.dataSource.getRepository(User).update({ email: hrDisabled.email }, { active: false });
    const { id } = await leave.request(report);
    dataOf(await leave.call(MANAGER_APPROVE, { id, notes: 'Covered by Sam' }, manager.token));
    for (const to of [hr.email, PRIYA]) {
      const [mail] = await leave.mailsTo(to, 'leave-manager-approved');
      expect(mail!.text).toContain('Notes: Covered by Sam');
    }
    const silent = [hrWithoutAccount.email, hrDisabled.email];
    expect((await leave.mails()).filter((m) => silent.includes(m.to))).toEqual([]);
  });

  it('tell the employee when HR approves, and when a request is rejected, with the reason', async () => {
    const { manager, report, hr } = await leave.team();
    const approved = await leave.request(report);
    await leave.call(MANAGER_APPROVE, { id: approved.id }, manager.token);
    dataOf(await leave.call(HR_APPROVE, { id: approved.id }, hr.token));
    expect(await leave.mailsTo(report.email, 'leave-approved')).toEqual([
      expect.objectContaining({ subject: 'Your leave request is approved' }),
    ]);

    const rejected = await leave.request(report);
    dataOf(await leave.call(REJECT_LEAVE, { id: rejected.id, notes: 'Release week' }, manager.token));
    const [mail] = await leave.mailsTo(report.email, 'leave-rejected');
    expect(mail).toMatchObject({
      subject: 'Your leave request was rejected',
      text: expect.stringContaining('Notes: Release week'),
    });
  });

  it('tell the employee how a cancellation was decided', async () => {
    const { manager, report, hr } = await leave.team();
    for (const approve of [true, false]) {
      const held = await leave.insertedFor(report, LeaveStatus.HR_APPROVED);
      await leave.call(REQUEST_CANCELLATION, { id: held.id, reason: 'Plans changed' }, report.token);
      dataOf(await leave.call(DECIDE_CANCELLATION, { id: held.id, approve }, approve ? manager.token : hr.token));
    }
    expect(await leave.mailsTo(report.email, 'leave-cancelled')).toHaveLength(1);
    expect(await leave.mailsTo(report.email, 'leave-cancellation-declined')).toHaveLength(1);
  });

  it('go to HR for an employee without a manager, and never for a refused step', async () => {
    const loner = await leave.person();
    const request = await leave.request(loner);
    await leave.mailsTo(PRIYA, 'leave-requested');
    expect(
      (await leave.mails()).some((m) => m.kind === 'leave-requested' && m.text.includes(loner.employee.name)),
    ).toBe(true);
    const before = (await leave.mails()).length;
    const refused = await leave.call(HR_APPROVE, { id: request.id }, leave.admin);
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await leave.mails()).length).toBe(before);
  });

  it('never fail the step when the mail cannot be sent: the failure is logged', async () => {
    const { manager, report } = await leave.team();
    // The outbox becomes a file, so writing a mail into it fails.
    await rm(leave.outbox(), { recursive: true, force: true });
    await writeFile(leave.outbox(), '');
    const log = captureLog();
    try {
      const { id } = await leave.request(report);
      expect(dataOf(await leave.call(MANAGER_APPROVE, { id }, manager.token))).toBeTruthy();
      await eventually(
        () => log.entries().find((e) => e.message === 'the leave-manager-approved mail could not be sent'),
        'the logged failure',
      );
      expect((await leave.stored(id)).status).toBe(LeaveStatus.MANAGER_APPROVED);
    } finally {
      log.restore();
      await rm(leave.outbox(), { force: true });
      await mkdir(leave.outbox());
    }
  });
});
