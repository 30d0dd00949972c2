import { LEAVE_MESSAGES as M } from '@site/shared';
import { errorOf, dataOf, fieldErrorsOf } from '../fixtures/test-app';
import {
  HR_APPROVE,
  insertLeave,
  LEAVE_REQUEST,
  MANAGER_APPROVE,
  REJECT_LEAVE,
  useLeaveApp,
  type LeaveView,
} from '../fixtures/leave';
import { Role } from '../../server/src/auth/roles';
import { LeaveStatus } from '../../server/src/modules/leave/leave-request.entity';

/** The two approval steps and rejection: who may take each, from which state, and what it stores. */

const leave = useLeaveApp();

type Approved = { managerApproveLeave: LeaveView };
type HrApproved = { hrApproveLeave: LeaveView };
type Rejected = { rejectLeave: LeaveView };

describe('the two approval steps', () => {
  it('take a request from Pending to Manager Approved to HR Approved, each recorded in the audit trail', async () => {
    const { manager, report, hr } = await leave.team();
    const request = await leave.request(report);
    expect(request).toMatchObject({
      status: 'PENDING',
      managerApproved: false,
      hrApproved: false,
      actions: ['WITHDRAW'],
    });

    const seen = dataOf(
      await leave.call<{ leaveRequest: LeaveView }>(LEAVE_REQUEST, { id: request.id }, manager.token),
    );
    expect(seen.leaveRequest.actions).toEqual(['MANAGER_APPROVE', 'REJECT']);

    const first = dataOf(
      await leave.call<Approved>(MANAGER_APPROVE, { id: request.id, notes: '  Enjoy!  ' }, manager.token),
    ).managerApproveLeave;
    expect(first).toMatchObject({
      status: 'MANAGER_APPROVED',
      managerApproved: true,
      hrApproved: false,
      notes: 'Enjoy!',
    });
    expect(first.actions).toEqual([]);

    const second = dataOf(await leave.call<HrApproved>(HR_APPROVE, { id: request.id }, hr.token)).hrApproveLeave;
    expect(second).toMatchObject({ status: 'HR_APPROVED', managerApproved: true, hrApproved: true, notes: 'Enjoy!' });

    const history = await leave.history(request.id);
    expect(history.map((e) => e.action)).toEqual(['hr-approve', 'manager-approve', 'create']);
    expect(history[0]!.changes).toEqual(
      expect.arrayContaining([{ field: 'status', from: 'Manager Approved', to: 'HR Approved', masked: false }]),
    );
  });

  it('let an admin take the HR step, with notes replacing the manager’s', async () => {
    const { manager, report } = await leave.team();
    const request = await leave.request(report);
    await leave.call(MANAGER_APPROVE, { id: request.id }, manager.token);
    const approved = dataOf(
      await leave.call<HrApproved>(HR_APPROVE, { id: request.id, notes: 'Fine by HR' }, leave.admin),
    );
    expect(approved.hrApproveLeave).toMatchObject({ status: 'HR_APPROVED', notes: 'Fine by HR' });
  });

  it('refuse the HR step before the manager’s with CONFLICT, and leave the request as it was', async () => {
    const { report, hr } = await leave.team();
    const request = await leave.request(report);
    const error = errorOf(await leave.call(HR_APPROVE, { id: request.id }, hr.token));
    expect(error).toMatchObject({ message: M.awaitingManager, extensions: { code: 'CONFLICT' } });
    expect((await leave.stored(request.id)).status).toBe(LeaveStatus.PENDING);
  });

  it('refuse the manager’s step to HR, and the HR step to a manager who is not HR', async () => {
    const { manager, report, hr } = await leave.team();
    const request = await leave.request(report);
    expect(errorOf(await leave.call(MANAGER_APPROVE, { id: request.id }, hr.token))).toMatchObject({
      message: M.notYourReport,
      extensions: { code: 'FORBIDDEN' },
    });
    await leave.call(MANAGER_APPROVE, { id: request.id }, manager.token);
    expect(errorOf(await leave.call(HR_APPROVE, { id: request.id }, manager.token))).toMatchObject({
      message: M.hrOnly,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('refuse every step on one’s own request, HR and admins included', async () => {
    const hr = await leave.person({ isHR: true });
    const own = await leave.request(hr);
    for (const document of [MANAGER_APPROVE, REJECT_LEAVE]) {
      const response = await leave.call(document, { id: own.id, notes: 'Self-service' }, hr.token);
      expect(errorOf(response)).toMatchObject({ message: M.ownRequest, extensions: { code: 'FORBIDDEN' } });
    }
    const admin = await leave.person({}, Role.ADMIN);
    const adminOwn = await leave.insertedFor(admin, LeaveStatus.MANAGER_APPROVED);
    expect(errorOf(await leave.call(HR_APPROVE, { id: adminOwn.id }, admin.token))).toMatchObject({
      message: M.ownRequest,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('answer NOT_FOUND to someone who is neither the employee, their manager, HR nor an admin', async () => {
    const { report } = await leave.team();
    const stranger = await leave.person();
    const request = await leave.request(report);
    for (const token of [stranger.token, leave.staff]) {
      expect(errorOf(await leave.call(MANAGER_APPROVE, { id: request.id }, token)).extensions?.code).toBe('NOT_FOUND');
      expect(errorOf(await leave.call(LEAVE_REQUEST, { id: request.id }, token))).toMatchObject({
        message: M.notFound,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(errorOf(await leave.call(MANAGER_APPROVE, { id: 999999 }, leave.admin)).extensions?.code).toBe('NOT_FOUND');
  });

  it('let HR and admins take the first step for an employee who has no manager', async () => {
    const loner = await leave.person();
    const hr = await leave.person({ isHR: true });
    const request = await leave.request(loner);
    const first = dataOf(await leave.call<Approved>(MANAGER_APPROVE, { id: request.id }, hr.token));
    expect(first.managerApproveLeave.status).toBe('MANAGER_APPROVED');
    const second = dataOf(await leave.call<HrApproved>(HR_APPROVE, { id: request.id }, leave.admin));
    expect(second.hrApproveLeave.status).toBe('HR_APPROVED');
  });
});

describe('rejection', () => {
  it('by the manager on Pending stores the reason, and needs one', async () => {
    const { manager, report } = await leave.team();
    const request = await leave.request(report);
    for (const notes of ['', '   ']) {
      const response = await leave.call(REJECT_LEAVE, { id: request.id, notes }, manager.token);
      expect(fieldErrorsOf(response)).toEqual({ notes: [M.rejectReasonRequired] });
    }
    const tooLong = await leave.call(REJECT_LEAVE, { id: request.id, notes: 'x'.repeat(1001) }, manager.token);
    expect(fieldErrorsOf(tooLong)).toEqual({ notes: [M.notesMax] });
    expect((await leave.stored(request.id)).status).toBe(LeaveStatus.PENDING);

    const rejected = dataOf(
      await leave.call<Rejected>(REJECT_LEAVE, { id: request.id, notes: ' Release week. ' }, manager.token),
    );
    expect(rejected.rejectLeave).toMatchObject({ status: 'REJECTED', notes: 'Release week.', actions: [] });
    expect((await leave.history(request.id))[0]!.action).toBe('reject');
  });

  it('by HR on Manager Approved; the manager cannot reject it any more, HR cannot reject Pending', async () => {
    const { manager, report, hr } = await leave.team();
    const request = await leave.request(report);
    expect(errorOf(await leave.call(REJECT_LEAVE, { id: request.id, notes: 'No' }, hr.token))).toMatchObject({
      message: M.notYourReport,
      extensions: { code: 'FORBIDDEN' },
    });
    await leave.call(MANAGER_APPROVE, { id: request.id }, manager.token);
    expect(errorOf(await leave.call(REJECT_LEAVE, { id: request.id, notes: 'No' }, manager.token))).toMatchObject({
      message: M.hrOnly,
      extensions: { code: 'FORBIDDEN' },
    });
    const rejected = dataOf(
      await leave.call<Rejected>(REJECT_LEAVE, { id: request.id, notes: 'Too many off' }, hr.token),
    );
    expect(rejected.rejectLeave).toMatchObject({ status: 'REJECTED', managerApproved: true, notes: 'Too many off' });
  });

  it('cannot follow a decision: a rejected or approved request answers CONFLICT', async () => {
    const { report, hr } = await leave.team();
    for (const status of [LeaveStatus.REJECTED, LeaveStatus.HR_APPROVED]) {
      const stored = await insertLeave(leave.app.dataSource, report.employee.id, { status });
      expect(errorOf(await leave.call(REJECT_LEAVE, { id: stored.id, notes: 'No' }, hr.token))).toMatchObject({
        message: M.alreadyDecided,
        extensions: { code: 'CONFLICT' },
      });
    }
  });
});
