import type { FeatureModule } from '../../app/feature-module';
import { seedLeaveRequests } from '../../db/seed/people';
import { LeaveRequest } from './leave-request.entity';
import { LeaveRequestFieldsResolver } from './leave-request.resolver';
import { leaveExport } from './leave.export';
import { LeaveResolver } from './leave.resolver';
import { LeaveRequests1795481000000 } from './migrations/1795481000000-leave-requests';
import { LeaveCancellation1795483000000 } from './migrations/1795483000000-leave-cancellation';
import { LeaveListIndexes1795520000004 } from './migrations/1795520000004-leave-list-indexes';
import { LeaveEmployeeName1795550000000 } from './migrations/1795550000000-leave-employee-name';

/** Leave: requesting, the two approval steps, cancelling, balances and the month calendar. */
export const leaveModule: FeatureModule = {
  name: 'leave',
  entities: [LeaveRequest],
  resolvers: [LeaveResolver, LeaveRequestFieldsResolver],
  migrations: [
    LeaveRequests1795481000000,
    LeaveCancellation1795483000000,
    LeaveListIndexes1795520000004,
    LeaveEmployeeName1795550000000,
  ],
  exports: [leaveExport],
  seeds: [{ name: 'leave-requests', kind: 'demo', apply: (manager) => seedLeaveRequests(manager) }],
};
