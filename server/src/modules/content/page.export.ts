import { STAFF_ROLES } from '../../auth/roles';
import { defineExport } from '../../common/export/csv-export';
import type { ContentPageSummary } from './page.entity';
import { ContentPageService, publicPath } from './page.service';
import { AdminPagesArgs } from './page.types';

/** The content pages list as CSV: the back-office table's columns, with its search and sort applied. */
export const contentPageExport = defineExport({
  name: 'content-pages',
  roles: STAFF_ROLES,
  args: AdminPagesArgs,
  params: ['search', 'sort', 'direction'],
  query: (dataSource, args) => new ContentPageService(dataSource).matching(args),
  columns: [
    { header: 'Title', value: (p: ContentPageSummary) => p.title },
    { header: 'Address', value: (p) => publicPath(p.slug) },
    { header: 'Summary', value: (p) => p.summary },
    { header: 'Last Updated', value: (p) => p.updatedAt },
  ],
});
