import { STAFF_ROLES } from '../../auth/roles';
import { defineExport } from '../../common/export/csv-export';
import { Project } from './project.entity';
import { ProjectsArgs } from './project.inputs';
import { ProjectService } from './project.service';

/** The projects list as CSV: the back-office table's columns, with its search, category and sort applied. */
export const projectExport = defineExport({
  name: 'projects',
  roles: STAFF_ROLES,
  args: ProjectsArgs,
  params: ['search', 'category', 'sort', 'direction'],
  query: (dataSource, args) => new ProjectService(dataSource).matching(args),
  columns: [
    { header: 'ID', value: (p: Project) => p.id },
    { header: 'Project Name', value: (p) => p.title },
    { header: 'Client', value: (p) => p.client },
    { header: 'Category', value: (p) => p.category },
    { header: 'Status', value: (p) => p.status },
    { header: 'Date', value: (p) => p.date },
    { header: 'Featured', value: (p) => p.featured },
    { header: 'Description', value: (p) => p.description },
    // Projects converted from a quote carry the agreed amount; exported as a plain number.
    { header: 'Payment Amount', value: (p) => (p.paymentAmount === null ? null : Number(p.paymentAmount)) },
    { header: 'Currency', value: (p) => p.paymentCurrency },
  ],
});
