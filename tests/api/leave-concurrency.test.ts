import { LEAVE_MESSAGES as M } from '@site/shared';
import { LeaveStatus } from '../../server/src/modules/leave/leave-request.entity';
import {
  DECIDE_CANCELLATION,
  HR_APPROVE,
  MANAGER_APPROVE,
  REJECT_LEAVE,
  REQUEST_CANCELLATION,
  REQUEST_LEAVE,
  useLeaveApp,
  validLeave,
  WITHDRAW_LEAVE,
  type LeaveApi,
} from '../fixtures/leave';
import type { GqlResponse } from '../fixtures/test-app';

/**
 * Ten people pressing the same button at once: each step is a conditional UPDATE, so exactly one
 * wins, the nine others are told clearly that the request was already acted on, and the audit
 * trail has one entry.
 */

const leave = useLeaveApp();

function outcomes(responses: GqlResponse<unknown>[]) {
  const wins = responses.filter((r) => !r.errors && r.data);
  const refusals = responses.flatMap((r) => r.errors ?? []);
  return { wins: wins.length, refusals: refusals.map((e) => `${String(e.extensions?.code)}: ${e.message}`) };
}

const tenTimes = (api: LeaveApi, document: string, variables: Record<string, unknown>, tokens: string[]) =>
  Promise.all(Array.from({ length: 10 }, (_, i) => api.call(document, variables, tokens[i % tokens.length]!)));

const actionsIn = async (id: number) => (await leave.history(id)).map((e) => e.action);

describe('ten approvers at once', () => {
  it('on the manager’s step: one approval, nine CONFLICTs, one audit entry', async () => {
    const { manager, report } = await leave.team();
    const { id } = await leave.request(report);
    const result = outcomes(await tenTimes(leave, MANAGER_APPROVE, { id }, [manager.token]));
    expect(result).toEqual({ wins: 1, refusals: Array(9).fill(`CONFLICT: ${M.alreadyDecided}`) });
    expect(await actionsIn(id)).toEqual(['manager-approve', 'create']);
    expect((await leave.stored(id)).status).toBe(LeaveStatus.MANAGER_APPROVED);
  });

  it('on the HR step, HR employees and admins together: one approval, nine CONFLICTs', async () => {
    const { manager, report, hr } = await leave.team();
    const otherHr = await leave.person({ isHR: true });
    const { id } = await leave.request(report);
    await leave.call(MANAGER_APPROVE, { id }, manager.token);
    const result = outcomes(await tenTimes(leave, HR_APPROVE, { id }, [hr.token, otherHr.token, leave.admin]));
    expect(result).toEqual({ wins: 1, refusals: Array(9).fill(`CONFLICT: ${M.alreadyDecided}`) });
    expect(await actionsIn(id)).toEqual(['hr-approve', 'manager-approve', 'create']);
  });

  it('approving and rejecting the same request: whichever lands first wins, the rest are refused', async () => {
    const { manager, report } = await leave.team();
    const { id } = await leave.request(report);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? leave.call(MANAGER_APPROVE, { id }, manager.token)
          : leave.call(REJECT_LEAVE, { id, notes: 'No' }, manager.token),
      ),
    );
    const { wins } = outcomes(responses);
    expect(wins).toBe(1);
    expect((await leave.history(id)).length).toBe(2);
  });

  it('on a withdrawal, a cancellation request and its decision: one each', async () => {
    const { manager, report, hr } = await leave.team();
    const pending = await leave.request(report);
    expect(outcomes(await tenTimes(leave, WITHDRAW_LEAVE, { id: pending.id }, [report.token])).wins).toBe(1);

    const approved = await leave.insertedFor(report, LeaveStatus.HR_APPROVED);
    const asked = await tenTimes(leave, REQUEST_CANCELLATION, { id: approved.id, reason: 'Plans changed' }, [
      report.token,
    ]);
    expect(outcomes(asked)).toEqual({ wins: 1, refusals: Array(9).fill(`CONFLICT: ${M.cancellationOpen}`) });
    const decided = await tenTimes(leave, DECIDE_CANCELLATION, { id: approved.id, approve: true }, [
      manager.token,
      hr.token,
    ]);
    expect(outcomes(decided)).toEqual({ wins: 1, refusals: Array(9).fill(`CONFLICT: ${M.alreadyDecided}`) });
    expect(await actionsIn(approved.id)).toEqual(['approve-cancellation', 'request-cancellation']);
  });
});

describe('ten identical requests at once', () => {
  it('store one; the others are refused as overlapping', async () => {
    const { report } = await leave.team();
    const input = validLeave();
    const result = outcomes(await tenTimes(leave, REQUEST_LEAVE, { input }, [report.token]));
    expect(result).toEqual({ wins: 1, refusals: Array(9).fill(`BAD_USER_INPUT: ${M.overlaps}`) });
  });
});
