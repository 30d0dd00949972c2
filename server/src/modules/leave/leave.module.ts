import type { FeatureModule } from '../../app/feature-module';
import { seedLeaveRequests } from '../../db/seed/people';
import { LeaveRequest } from './leave-request.entity';
import { LeaveRequests1795481000000 } from './migrations/1795481000000-leave-requests';

/** Leave requests: the records so far (an employee's history); requesting and approving come next. */
export const leaveModule: FeatureModule = {
  name: 'leave',
  entities: [LeaveRequest],
  resolvers: [],
  migrations: [LeaveRequests1795481000000],
  seeds: [{ name: 'leave-requests', kind: 'demo', apply: (manager) => seedLeaveRequests(manager) }],
};
