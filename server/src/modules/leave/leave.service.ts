import { LEAVE_MESSAGES as M } from '@site/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../auth/actor';
import type { Config } from '../../config';
import { badUserInput, conflict, DomainError, notFound } from '../../common/errors';
import { sendLater, type Mailer } from '../../common/mailer';
import { retryOnDeadlock } from '../../db/constraint-violations';
import { readForUpdate } from '../../db/read-for-update';
import { auditTrail } from '../audit/audit-trail.service';
import { Employee } from '../employees/employee.entity';
import { HOLDING_STATUSES } from './leave-balance';
import { LeaveAction } from './leave-codes';
import { requestedMails, stepMails } from './leave-mail';
import { LeaveRequest, LeaveStatus } from './leave-request.entity';
import { stateOf, transitionFor, type TransitionInput } from './leave-transitions';
import type { RequestLeaveInput } from './leave.inputs';
import { canSeeLeaveRequest, relationsTo } from './leave.policy';
import { companyToday, workingDays } from '../../common/working-days';

const entry = (request: LeaveRequest, requester: Employee | null) => ({
  entity: 'LeaveRequest',
  entityId: request.id,
  label: `${requester?.name ?? 'Unknown Employee'}: ${request.startDate} to ${request.endDate}`,
});

/** Optional notes as stored: trimmed, blank as none. */
const storedNotes = (notes: string | null | undefined) => notes?.trim() || null;

/**
 * Requesting leave and every step of its approval. Each write checks who the actor is to the
 * request, applies one row of the transition table as a conditional UPDATE (of racing callers
 * exactly one matches the row), records the audit entry in the same transaction, and mails
 * the next people once it has committed.
 */
export class LeaveService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Pick<Config, 'holidays' | 'publicUrl'>,
    private readonly mailer: Mailer,
  ) {}

  /**
   * A new Pending request of the actor's own employee record. The record is locked first, so of
   * two overlapping requests sent at once the second sees the first and is refused.
   */
  async request(actor: Actor, input: RequestLeaveInput): Promise<LeaveRequest> {
    const reason = input.reason.trim();
    const { startDate, endDate, type } = input;
    const days = workingDays(startDate, endDate, this.config.holidays);
    const { request, mails } = await this.write(async (manager) => {
      const me = await readForUpdate(manager, Employee, { userId: actor.id });
      if (!me) throw badUserInput(M.noEmployeeRecord);
      if (days === 0) throw badUserInput(M.noWorkingDays, { endDate: [M.noWorkingDays] });
      const overlapping = await manager
        .getRepository(LeaveRequest)
        .createQueryBuilder('r')
        .where('r.employeeId = :id', { id: me.id })
        .andWhere('r.status IN (:...holding)', { holding: HOLDING_STATUSES })
        .andWhere('r.startDate <= :endDate AND r.endDate >= :startDate', { startDate, endDate })
        .getExists();
      if (overlapping) throw badUserInput(M.overlaps, { startDate: [M.overlaps] });
      const { identifiers } = await manager.insert(LeaveRequest, {
        employeeId: me.id,
        // `me` is locked until the request is in, so a rename meanwhile waits and then renames it too.
        employeeName: me.name,
        startDate,
        endDate,
        type,
        reason,
        status: LeaveStatus.PENDING,
        managerApproved: false,
        hrApproved: false,
        notes: null,
        cancellationReason: null,
        cancellationRequestedAt: null,
      });
      const request = await manager.findOneByOrFail(LeaveRequest, { id: Number(identifiers[0]!.id) });
      await auditTrail.record(manager, actor, { ...entry(request, me), action: 'create', after: request });
      const mails = await requestedMails(manager, this.mailContext(request, me));
      return { request, mails };
    });
    sendLater(this.mailer, mails);
    return request;
  }

  withdraw(actor: Actor, id: number): Promise<LeaveRequest> {
    return this.take(actor, id, LeaveAction.WITHDRAW, {});
  }

  requestCancellation(actor: Actor, id: number, reason: string): Promise<LeaveRequest> {
    return this.take(actor, id, LeaveAction.REQUEST_CANCELLATION, { cancellationReason: reason.trim() });
  }

  managerApprove(actor: Actor, id: number, notes?: string | null): Promise<LeaveRequest> {
    return this.take(actor, id, LeaveAction.MANAGER_APPROVE, { notes: storedNotes(notes) });
  }

  hrApprove(actor: Actor, id: number, notes?: string | null): Promise<LeaveRequest> {
    return this.take(actor, id, LeaveAction.HR_APPROVE, { notes: storedNotes(notes) });
  }

  reject(actor: Actor, id: number, notes: string): Promise<LeaveRequest> {
    return this.take(actor, id, LeaveAction.REJECT, { notes: storedNotes(notes) });
  }

  decideCancellation(actor: Actor, id: number, approve: boolean, notes?: string | null): Promise<LeaveRequest> {
    const action = approve ? LeaveAction.APPROVE_CANCELLATION : LeaveAction.DECLINE_CANCELLATION;
    return this.take(actor, id, action, { notes: storedNotes(notes) });
  }

  /** Applies the table's row for the action, or refuses it (NOT_FOUND, FORBIDDEN, CONFLICT). */
  private async take(
    actor: Actor,
    id: number,
    action: LeaveAction,
    input: Omit<TransitionInput, 'now'>,
  ): Promise<LeaveRequest> {
    const { after, mails } = await this.write(async (manager) => {
      // Held until the end: a second caller reads the request after this one's change.
      const before = await readForUpdate(manager, LeaveRequest, { id });
      if (!before) throw notFound(M.notFound);
      const [requester, me] = await Promise.all([
        manager.findOneBy(Employee, { id: before.employeeId }),
        manager.findOneBy(Employee, { userId: actor.id }),
      ]);
      const relations = relationsTo(actor, me, requester);
      if (!canSeeLeaveRequest(relations)) throw notFound(M.notFound);
      const today = companyToday();
      const step = transitionFor(action, stateOf(before, today), relations);
      if (step instanceof DomainError) throw step;

      const update = manager
        .createQueryBuilder()
        .update(LeaveRequest)
        .set(step.changes({ ...input, now: new Date() }))
        .where('id = :id AND status = :status', { id, status: step.from })
        .andWhere(step.cancellation === 'open' ? 'cancellationReason IS NOT NULL' : 'cancellationReason IS NULL');
      if (step.notStarted) update.andWhere('startDate > :today', { today });
      const { affected } = await update.execute();
      // Another caller's step landed first.
      if (!affected) throw conflict(M.alreadyDecided);

      const after = await manager.findOneByOrFail(LeaveRequest, { id });
      const verb = action.toLowerCase().replace(/_/g, '-');
      await auditTrail.record(manager, actor, { ...entry(after, requester), action: verb, before, after });
      const mails = requester ? await stepMails(manager, action, this.mailContext(after, requester)) : [];
      return { after, mails };
    });
    sendLater(this.mailer, mails);
    return after;
  }

  private mailContext(request: LeaveRequest, requester: Employee) {
    const days = workingDays(request.startDate, request.endDate, this.config.holidays);
    return { request, requester, workingDays: days, publicUrl: this.config.publicUrl };
  }

  /** One transaction; on MySQL run again if chosen as a deadlock's victim. */
  private write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return retryOnDeadlock(() => this.dataSource.transaction(work));
  }
}
