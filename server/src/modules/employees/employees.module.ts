import type { FeatureModule } from '../../app/feature-module';
import { seedEmployees } from '../../db/seed/people';
import { Employee } from './employee.entity';
import { employeeExport } from './employee.export';
import { EmployeeResolver } from './employee.resolver';
import { Employees1795480000000 } from './migrations/1795480000000-employees';
import { EmployeeListIndexes1795520000003 } from './migrations/1795520000003-employee-list-indexes';
import { UserEmployeeResolver } from './user-employee.resolver';

export const employeesModule: FeatureModule = {
  name: 'employees',
  entities: [Employee],
  resolvers: [EmployeeResolver, UserEmployeeResolver],
  migrations: [Employees1795480000000, EmployeeListIndexes1795520000003],
  exports: [employeeExport],
  seeds: [{ name: 'employees', kind: 'demo', apply: seedEmployees }],
};
