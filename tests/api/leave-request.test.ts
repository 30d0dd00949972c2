import { LEAVE_MESSAGES as M } from '@site/shared';
import { LeaveRequest, LeaveStatus } from '../../server/src/modules/leave/leave-request.entity';
import { addDays, companyToday, workingDays } from '../../server/src/common/working-days';
import { nextSpan, REQUEST_LEAVE, useLeaveApp, validLeave, weekdays, type LeaveView } from '../fixtures/leave';
import { dataOf, errorOf, fieldErrorsOf } from '../fixtures/test-app';

/** Requesting leave: what is stored, and every refusal, each by the API itself (not only the form). */

const leave = useLeaveApp();
const US = { country: 'US', region: null };

type Requested = { requestLeave: LeaveView };
const count = () => leave.app.dataSource.getRepository(LeaveRequest).count();

describe('a leave request', () => {
  it('is stored Pending for the caller’s own record, trimmed, Vacation by default, with its working days', async () => {
    const { report } = await leave.team();
    const dates = nextSpan(5);
    const input = { ...dates, reason: '  Family visit  ' };
    const { requestLeave } = dataOf(await leave.call<Requested>(REQUEST_LEAVE, { input }, report.token));
    expect(requestLeave).toMatchObject({
      ...dates,
      employeeId: report.employee.id,
      employee: { id: report.employee.id, name: report.employee.name },
      type: 'VACATION',
      reason: 'Family visit',
      status: 'PENDING',
      managerApproved: false,
      hrApproved: false,
      notes: null,
      cancellationReason: null,
      workingDays: workingDays(dates.startDate, dates.endDate, US),
    });
    const [created] = await leave.history(requestLeave.id);
    expect(created).toMatchObject({
      action: 'create',
      entity: 'LeaveRequest',
      label: expect.stringContaining(report.employee.name),
    });
  });

  it('may start today, and be of any type', async () => {
    const { report } = await leave.team();
    const today = companyToday();
    // A weekend or holiday today has no working day: take the next weekday for the end.
    let end = today;
    while (workingDays(today, end, US) === 0) end = addDays(end, 1);
    const sick = await leave.request(report, { startDate: today, endDate: end, type: 'SICK' });
    expect(sick).toMatchObject({ type: 'SICK', startDate: today });
  });
});

describe('a leave request is refused with BAD_USER_INPUT on its field, and nothing stored', () => {
  const today = companyToday();
  const { startDate } = weekdays(70);
  it.each([
    ['a start before today', { startDate: addDays(today, -1), endDate: today }, { startDate: [M.startInPast] }],
    ['an end before the start', { startDate, endDate: addDays(startDate, -1) }, { endDate: [M.endBeforeStart] }],
    ['a span over the limit', { startDate, endDate: addDays(startDate, 366) }, { endDate: [M.tooLong] }],
    ['no reason', { reason: '   ' }, { reason: [M.reasonRequired] }],
    ['a reason over the limit', { reason: 'x'.repeat(1001) }, { reason: [M.reasonMax] }],
    [
      'dates with no working day (a weekend)',
      { startDate: addDays(startDate, 5), endDate: addDays(startDate, 6) },
      { endDate: [M.noWorkingDays] },
    ],
  ])('%s', async (_, fields, errors) => {
    const { report } = await leave.team();
    const before = await count();
    const response = await leave.call(REQUEST_LEAVE, { input: validLeave(fields) }, report.token);
    expect(errorOf(response).extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(response)).toEqual(errors);
    expect(await count()).toBe(before);
  });

  it('a date that does not exist', async () => {
    const { report } = await leave.team();
    const response = await leave.call(REQUEST_LEAVE, { input: validLeave({ startDate: '2031-02-30' }) }, report.token);
    expect(errorOf(response).extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a caller without an employee record (the generic staff account, the admin)', async () => {
    for (const token of [leave.staff, leave.admin]) {
      const response = await leave.call(REQUEST_LEAVE, { input: validLeave() }, token);
      expect(errorOf(response)).toMatchObject({ message: M.noEmployeeRecord, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});

describe('overlapping leave', () => {
  it.each([LeaveStatus.PENDING, LeaveStatus.MANAGER_APPROVED, LeaveStatus.HR_APPROVED])(
    'with the employee’s own %s request is refused',
    async (status) => {
      const { report } = await leave.team();
      const held = await leave.insertedFor(report, status, weekdays(90, 5));
      const overlapping = { startDate: addDays(held.startDate, 4), endDate: addDays(held.startDate, 7) };
      const response = await leave.call(REQUEST_LEAVE, { input: validLeave(overlapping) }, report.token);
      expect(errorOf(response)).toMatchObject({ message: M.overlaps, extensions: { code: 'BAD_USER_INPUT' } });
      expect(fieldErrorsOf(response)).toEqual({ startDate: [M.overlaps] });
    },
  );

  it.each([LeaveStatus.REJECTED, LeaveStatus.WITHDRAWN, LeaveStatus.CANCELLED])(
    'with a %s request is allowed',
    async (status) => {
      const { report } = await leave.team();
      const held = await leave.insertedFor(report, status, weekdays(90, 5));
      expect(await leave.request(report, { startDate: held.startDate, endDate: held.endDate })).toMatchObject({
        status: 'PENDING',
      });
    },
  );

  it('with someone else’s leave, or on the next day, is allowed', async () => {
    const { manager, report } = await leave.team();
    const dates = weekdays(95, 2);
    await leave.request(manager, dates);
    await leave.request(report, dates);
    expect(
      await leave.request(report, { startDate: addDays(dates.endDate, 1), endDate: addDays(dates.endDate, 1) }),
    ).toMatchObject({
      status: 'PENDING',
    });
  });
});
