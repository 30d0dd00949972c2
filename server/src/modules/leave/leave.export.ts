import { Role, STAFF_ROLES } from '../../auth/roles';
import { defineExport } from '../../common/export/csv-export';
import { Employee } from '../employees/employee.entity';
import { LeaveScope } from './leave-codes';
import { matchingLeave } from './leave-directory.service';
import { LeaveStatus, type LeaveRequest } from './leave-request.entity';
import { LeaveRequestsArgs } from './leave.inputs';
import { isHrApprover } from './leave.policy';

/** Every employee's requests as the All Requests list shows them (status and search apply): HR and admins only. */
export const leaveExport = defineExport({
  name: 'leave-requests',
  roles: STAFF_ROLES,
  allows: async (dataSource, user) =>
    user.role === Role.ADMIN ||
    isHrApprover(user, await dataSource.getRepository(Employee).findOneBy({ userId: user.id })),
  // The list's arguments; the scope is the export's own (ALL), so it is not read.
  args: LeaveRequestsArgs,
  params: ['status', 'search'],
  enums: { status: LeaveStatus },
  query: (dataSource, { status, search }) =>
    matchingLeave(dataSource, { scope: LeaveScope.ALL, status, search }, null).leftJoinAndSelect(
      'r.employee',
      'employee',
    ),
  columns: [
    { header: 'Employee', value: (r: LeaveRequest) => r.employee?.name ?? 'Unknown Employee' },
    { header: 'Start Date', value: (r) => r.startDate },
    { header: 'End Date', value: (r) => r.endDate },
    { header: 'Type', value: (r) => r.type },
    { header: 'Reason', value: (r) => r.reason },
    { header: 'Status', value: (r) => r.status },
    { header: 'Manager Approved', value: (r) => r.managerApproved },
    { header: 'HR Approved', value: (r) => r.hrApproved },
    { header: 'Notes', value: (r) => r.notes },
    { header: 'Cancellation Reason', value: (r) => r.cancellationReason },
    { header: 'Requested At', value: (r) => r.createdAt },
  ],
});
