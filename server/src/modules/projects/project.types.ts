import { ObjectType, registerEnumType } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { caseless } from '../../db/sql-dialect';
import { Paginated } from '../../common/pagination';
import { Project } from './project.entity';

@ObjectType({ description: 'One page of projects and how many match in all.' })
export class ProjectPage extends Paginated(Project, 'projects') {}

/** The columns the projects list can be sorted by. */
export enum ProjectSort {
  DATE = 'DATE',
  TITLE = 'TITLE',
  CLIENT = 'CLIENT',
  CATEGORY = 'CATEGORY',
  STATUS = 'STATUS',
}
registerEnumType(ProjectSort, {
  name: 'ProjectSort',
  description: 'A column the projects list can be sorted by.',
  valuesConfig: {
    DATE: { description: "The project's date." },
    TITLE: { description: 'The title, case-insensitively.' },
    CLIENT: { description: 'The client, case-insensitively.' },
    CATEGORY: { description: 'The category, case-insensitively.' },
    STATUS: { description: 'The status.' },
  },
});

/**
 * The SQL each sort orders by: text case-insensitively, so SQLite and MariaDB agree, and each
 * with an index that serves it (the project list indexes migration).
 */
export const projectSortColumns = (dataSource: DataSource): Record<ProjectSort, string> => ({
  [ProjectSort.DATE]: 'p.date',
  [ProjectSort.TITLE]: caseless(dataSource, 'p.title'),
  [ProjectSort.CLIENT]: caseless(dataSource, 'p.client'),
  [ProjectSort.CATEGORY]: caseless(dataSource, 'p.category'),
  [ProjectSort.STATUS]: 'p.status',
});
