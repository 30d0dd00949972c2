import { LEAVE_MESSAGES as M } from '@site/shared';
import { DomainError } from '../../common/errors';
import { LeaveStatus } from './leave-request.entity';
import { actionsFor, transitionFor, type LeaveState } from './leave-transitions';
import type { LeaveRelation } from './leave.policy';
import { LeaveAction as A } from './leave-codes';

const state = (status: LeaveStatus, more: Partial<LeaveState> = {}): LeaveState => ({
  status,
  cancellationOpen: false,
  started: false,
  ...more,
});
const as = (...relations: LeaveRelation[]) => new Set(relations);
const owner = as('owner');
const manager = as('manager');
const hr = as('hr');

/** The refusal's code and message, or the new columns when the step is taken. */
function attempt(action: A, from: LeaveState, relations: ReadonlySet<LeaveRelation>) {
  const result = transitionFor(action, from, relations);
  if (result instanceof DomainError) return { code: result.extensions.code, message: result.message };
  return result.changes({ notes: 'ok', cancellationReason: 'plans changed', now: new Date(0) });
}

describe('the leave transitions', () => {
  it('take Pending to Manager Approved by the manager, then to HR Approved by HR', () => {
    expect(attempt(A.MANAGER_APPROVE, state(LeaveStatus.PENDING), manager)).toEqual({
      status: LeaveStatus.MANAGER_APPROVED,
      managerApproved: true,
      notes: 'ok',
    });
    expect(attempt(A.HR_APPROVE, state(LeaveStatus.MANAGER_APPROVED), hr)).toEqual({
      status: LeaveStatus.HR_APPROVED,
      hrApproved: true,
      notes: 'ok',
    });
  });

  it('let the manager reject Pending and HR reject Manager Approved, each with the reason', () => {
    expect(attempt(A.REJECT, state(LeaveStatus.PENDING), manager)).toEqual({
      status: LeaveStatus.REJECTED,
      notes: 'ok',
    });
    expect(attempt(A.REJECT, state(LeaveStatus.MANAGER_APPROVED), hr)).toEqual({
      status: LeaveStatus.REJECTED,
      notes: 'ok',
    });
  });

  it('refuse the step that is someone else’s: FORBIDDEN with who takes it', () => {
    expect(attempt(A.HR_APPROVE, state(LeaveStatus.MANAGER_APPROVED), manager)).toEqual({
      code: 'FORBIDDEN',
      message: M.hrOnly,
    });
    expect(attempt(A.MANAGER_APPROVE, state(LeaveStatus.PENDING), hr)).toEqual({
      code: 'FORBIDDEN',
      message: M.notYourReport,
    });
    expect(attempt(A.REJECT, state(LeaveStatus.PENDING), hr)).toEqual({ code: 'FORBIDDEN', message: M.notYourReport });
    expect(attempt(A.REJECT, state(LeaveStatus.MANAGER_APPROVED), manager)).toEqual({
      code: 'FORBIDDEN',
      message: M.hrOnly,
    });
  });

  it('refuse every approver step to the owner', () => {
    for (const action of [A.MANAGER_APPROVE, A.HR_APPROVE, A.REJECT, A.APPROVE_CANCELLATION]) {
      expect(attempt(action, state(LeaveStatus.PENDING), owner)).toEqual({ code: 'FORBIDDEN', message: M.ownRequest });
    }
  });

  it('refuse a step the request has moved past with CONFLICT: the loser of a race reads alreadyDecided', () => {
    expect(attempt(A.MANAGER_APPROVE, state(LeaveStatus.MANAGER_APPROVED), manager)).toEqual({
      code: 'CONFLICT',
      message: M.alreadyDecided,
    });
    expect(attempt(A.HR_APPROVE, state(LeaveStatus.HR_APPROVED), hr)).toEqual({
      code: 'CONFLICT',
      message: M.alreadyDecided,
    });
    expect(attempt(A.REJECT, state(LeaveStatus.REJECTED), hr)).toEqual({ code: 'CONFLICT', message: M.alreadyDecided });
    expect(attempt(A.HR_APPROVE, state(LeaveStatus.PENDING), hr)).toEqual({
      code: 'CONFLICT',
      message: M.awaitingManager,
    });
  });

  it('let the owner withdraw a Pending request only', () => {
    expect(attempt(A.WITHDRAW, state(LeaveStatus.PENDING), owner)).toEqual({ status: LeaveStatus.WITHDRAWN });
    expect(attempt(A.WITHDRAW, state(LeaveStatus.MANAGER_APPROVED), owner)).toEqual({
      code: 'CONFLICT',
      message: M.cannotWithdraw,
    });
    expect(attempt(A.WITHDRAW, state(LeaveStatus.PENDING), manager)).toEqual({
      code: 'FORBIDDEN',
      message: M.notYourRequest,
    });
  });

  it('let the owner ask to cancel approved leave before it starts, once', () => {
    for (const status of [LeaveStatus.MANAGER_APPROVED, LeaveStatus.HR_APPROVED]) {
      expect(attempt(A.REQUEST_CANCELLATION, state(status), owner)).toEqual({
        cancellationReason: 'plans changed',
        cancellationRequestedAt: new Date(0),
      });
    }
    expect(attempt(A.REQUEST_CANCELLATION, state(LeaveStatus.HR_APPROVED, { started: true }), owner)).toEqual({
      code: 'CONFLICT',
      message: M.cannotCancel,
    });
    expect(attempt(A.REQUEST_CANCELLATION, state(LeaveStatus.PENDING), owner)).toEqual({
      code: 'CONFLICT',
      message: M.cannotCancel,
    });
    expect(attempt(A.REQUEST_CANCELLATION, state(LeaveStatus.HR_APPROVED, { cancellationOpen: true }), owner)).toEqual({
      code: 'CONFLICT',
      message: M.cancellationOpen,
    });
  });

  it('let the manager or HR decide an open cancellation: Cancelled, or back as it was', () => {
    const open = state(LeaveStatus.HR_APPROVED, { cancellationOpen: true });
    expect(attempt(A.APPROVE_CANCELLATION, open, manager)).toEqual({ status: LeaveStatus.CANCELLED, notes: 'ok' });
    expect(attempt(A.DECLINE_CANCELLATION, open, hr)).toEqual({
      cancellationReason: null,
      cancellationRequestedAt: null,
      notes: 'ok',
    });
    expect(attempt(A.APPROVE_CANCELLATION, state(LeaveStatus.HR_APPROVED), hr)).toEqual({
      code: 'CONFLICT',
      message: M.noCancellation,
    });
    expect(attempt(A.APPROVE_CANCELLATION, state(LeaveStatus.CANCELLED), hr)).toEqual({
      code: 'CONFLICT',
      message: M.alreadyDecided,
    });
  });

  it('keep the earlier notes when an approval comes without any', () => {
    const step = transitionFor(A.HR_APPROVE, state(LeaveStatus.MANAGER_APPROVED), hr);
    if (step instanceof DomainError) throw step;
    expect(step.changes({ notes: null, now: new Date() })).not.toHaveProperty('notes');
  });
});

describe('the actions offered', () => {
  it.each([
    [LeaveStatus.PENDING, {}, manager, [A.MANAGER_APPROVE, A.REJECT]],
    [LeaveStatus.PENDING, {}, hr, []],
    [LeaveStatus.PENDING, {}, owner, [A.WITHDRAW]],
    [LeaveStatus.MANAGER_APPROVED, {}, hr, [A.HR_APPROVE, A.REJECT]],
    [LeaveStatus.MANAGER_APPROVED, {}, manager, []],
    [LeaveStatus.MANAGER_APPROVED, {}, owner, [A.REQUEST_CANCELLATION]],
    [LeaveStatus.HR_APPROVED, {}, owner, [A.REQUEST_CANCELLATION]],
    [LeaveStatus.HR_APPROVED, { started: true }, owner, []],
    [LeaveStatus.HR_APPROVED, { cancellationOpen: true }, owner, []],
    [LeaveStatus.HR_APPROVED, { cancellationOpen: true }, manager, [A.APPROVE_CANCELLATION, A.DECLINE_CANCELLATION]],
    [LeaveStatus.MANAGER_APPROVED, { cancellationOpen: true }, hr, [A.APPROVE_CANCELLATION, A.DECLINE_CANCELLATION]],
    [LeaveStatus.REJECTED, {}, manager, []],
    [LeaveStatus.WITHDRAWN, {}, owner, []],
    [LeaveStatus.CANCELLED, {}, hr, []],
  ])('on %s %p for %p: %p', (status, more, relations, expected) => {
    expect(actionsFor(state(status, more), relations)).toEqual(expected);
  });

  it('are exactly the actions transitionFor takes', () => {
    const states = Object.values(LeaveStatus).flatMap((status) =>
      [false, true].flatMap((cancellationOpen) =>
        [false, true].map((started) => state(status, { cancellationOpen, started })),
      ),
    );
    for (const from of states) {
      for (const relations of [owner, manager, hr, as('hr', 'manager'), as()]) {
        const offered = actionsFor(from, relations);
        const taken = Object.values(A).filter(
          (action) => !(transitionFor(action, from, relations) instanceof DomainError),
        );
        expect(offered.sort()).toEqual(taken.sort());
      }
    }
  });
});
