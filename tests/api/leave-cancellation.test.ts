import { LEAVE_MESSAGES as M } from '@site/shared';
import { LeaveStatus } from '../../server/src/modules/leave/leave-request.entity';
import { companyToday } from '../../server/src/common/working-days';
import {
  DECIDE_CANCELLATION,
  LEAVE_REQUEST,
  REQUEST_CANCELLATION,
  useLeaveApp,
  WITHDRAW_LEAVE,
  type LeaveView,
} from '../fixtures/leave';
import { dataOf, errorOf, fieldErrorsOf } from '../fixtures/test-app';

/** The employee's own steps (withdrawing, asking to cancel) and the approvers' decision on a cancellation. */

const leave = useLeaveApp();

type Withdrawn = { withdrawLeave: LeaveView };
type CancellationAsked = { requestLeaveCancellation: LeaveView };
type Decided = { decideLeaveCancellation: LeaveView };

describe('withdrawing', () => {
  it('takes the employee’s Pending request back, once', async () => {
    const { report } = await leave.team();
    const request = await leave.request(report);
    const withdrawn = dataOf(await leave.call<Withdrawn>(WITHDRAW_LEAVE, { id: request.id }, report.token));
    expect(withdrawn.withdrawLeave).toMatchObject({ status: 'WITHDRAWN', actions: [] });
    expect(errorOf(await leave.call(WITHDRAW_LEAVE, { id: request.id }, report.token))).toMatchObject({
      message: M.cannotWithdraw,
      extensions: { code: 'CONFLICT' },
    });
    expect((await leave.history(request.id)).map((e) => e.action)).toEqual(['withdraw', 'create']);
  });

  it('is the employee’s alone, and only while nobody has approved', async () => {
    const { manager, report, hr } = await leave.team();
    const request = await leave.request(report);
    for (const token of [manager.token, hr.token, leave.admin]) {
      expect(errorOf(await leave.call(WITHDRAW_LEAVE, { id: request.id }, token))).toMatchObject({
        message: M.notYourRequest,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    const approved = await leave.insertedFor(report, LeaveStatus.MANAGER_APPROVED);
    expect(errorOf(await leave.call(WITHDRAW_LEAVE, { id: approved.id }, report.token)).message).toBe(M.cannotWithdraw);
  });
});

describe('asking to cancel approved leave', () => {
  it('stores the reason for the approvers, who see the decision in their actions', async () => {
    const { manager, report, hr } = await leave.team();
    const approved = await leave.insertedFor(report, LeaveStatus.HR_APPROVED);
    const mine = dataOf(
      await leave.call<{ leaveRequest: LeaveView }>(LEAVE_REQUEST, { id: approved.id }, report.token),
    );
    expect(mine.leaveRequest.actions).toEqual(['REQUEST_CANCELLATION']);

    const asked = dataOf(
      await leave.call<CancellationAsked>(
        REQUEST_CANCELLATION,
        { id: approved.id, reason: ' Trip called off ' },
        report.token,
      ),
    ).requestLeaveCancellation;
    expect(asked).toMatchObject({ status: 'HR_APPROVED', cancellationReason: 'Trip called off', actions: [] });
    expect((await leave.stored(approved.id)).cancellationRequestedAt).toBeInstanceOf(Date);
    for (const approver of [manager.token, hr.token, leave.admin]) {
      const seen = dataOf(await leave.call<{ leaveRequest: LeaveView }>(LEAVE_REQUEST, { id: approved.id }, approver));
      expect(seen.leaveRequest.actions).toEqual(['APPROVE_CANCELLATION', 'DECLINE_CANCELLATION']);
    }
    expect(
      errorOf(await leave.call(REQUEST_CANCELLATION, { id: approved.id, reason: 'Again' }, report.token)),
    ).toMatchObject({ message: M.cancellationOpen, extensions: { code: 'CONFLICT' } });
  });

  it('needs a reason, and refuses Pending, rejected or started leave and other people', async () => {
    const { manager, report } = await leave.team();
    const approved = await leave.insertedFor(report, LeaveStatus.MANAGER_APPROVED);
    expect(
      fieldErrorsOf(await leave.call(REQUEST_CANCELLATION, { id: approved.id, reason: '  ' }, report.token)),
    ).toEqual({
      reason: [M.cancellationReasonRequired],
    });
    const long = await leave.call(REQUEST_CANCELLATION, { id: approved.id, reason: 'x'.repeat(1001) }, report.token);
    expect(fieldErrorsOf(long)).toEqual({ reason: [M.cancellationReasonMax] });
    expect(
      errorOf(await leave.call(REQUEST_CANCELLATION, { id: approved.id, reason: 'Mine?' }, manager.token)),
    ).toMatchObject({ message: M.notYourRequest, extensions: { code: 'FORBIDDEN' } });

    const today = companyToday();
    const started = await leave.insertedFor(report, LeaveStatus.HR_APPROVED, { startDate: today, endDate: today });
    const pending = await leave.insertedFor(report, LeaveStatus.PENDING);
    const rejected = await leave.insertedFor(report, LeaveStatus.REJECTED);
    for (const { id } of [started, pending, rejected]) {
      expect(
        errorOf(await leave.call(REQUEST_CANCELLATION, { id, reason: 'Plans changed' }, report.token)),
      ).toMatchObject({
        message: M.cannotCancel,
        extensions: { code: 'CONFLICT' },
      });
    }
    expect((await leave.stored(started.id)).cancellationReason).toBeNull();
  });
});

describe('deciding a cancellation', () => {
  const asked = async () => {
    const team = await leave.team();
    const approved = await leave.insertedFor(team.report, LeaveStatus.HR_APPROVED);
    await leave.call(REQUEST_CANCELLATION, { id: approved.id, reason: 'Plans changed' }, team.report.token);
    return { ...team, id: approved.id };
  };

  it('approved by the manager: Cancelled, the reason kept, one audit entry', async () => {
    const { manager, id } = await asked();
    const decided = dataOf(await leave.call<Decided>(DECIDE_CANCELLATION, { id, approve: true }, manager.token));
    expect(decided.decideLeaveCancellation).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'Plans changed',
      actions: [],
    });
    expect((await leave.history(id)).map((e) => e.action)).toEqual(['approve-cancellation', 'request-cancellation']);
    expect(errorOf(await leave.call(DECIDE_CANCELLATION, { id, approve: false }, manager.token))).toMatchObject({
      message: M.alreadyDecided,
      extensions: { code: 'CONFLICT' },
    });
  });

  it('declined by HR: still approved, the request cleared, and the employee may ask again', async () => {
    const { report, hr, id } = await asked();
    const decided = dataOf(
      await leave.call<Decided>(DECIDE_CANCELLATION, { id, approve: false, notes: 'Needed that week' }, hr.token),
    );
    expect(decided.decideLeaveCancellation).toMatchObject({
      status: 'HR_APPROVED',
      cancellationReason: null,
      notes: 'Needed that week',
    });
    expect((await leave.stored(id)).cancellationRequestedAt).toBeNull();
    const again = await leave.call<CancellationAsked>(REQUEST_CANCELLATION, { id, reason: 'Really' }, report.token);
    expect(dataOf(again).requestLeaveCancellation.cancellationReason).toBe('Really');
  });

  it('is refused to the employee and to others, and when nothing was asked', async () => {
    const { report, id } = await asked();
    const stranger = await leave.person();
    expect(errorOf(await leave.call(DECIDE_CANCELLATION, { id, approve: true }, report.token))).toMatchObject({
      message: M.ownRequest,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(errorOf(await leave.call(DECIDE_CANCELLATION, { id, approve: true }, stranger.token)).extensions?.code).toBe(
      'NOT_FOUND',
    );
    const plain = await leave.insertedFor(report, LeaveStatus.HR_APPROVED);
    expect(errorOf(await leave.call(DECIDE_CANCELLATION, { id: plain.id, approve: true }, leave.admin))).toMatchObject({
      message: M.noCancellation,
      extensions: { code: 'CONFLICT' },
    });
  });
});
