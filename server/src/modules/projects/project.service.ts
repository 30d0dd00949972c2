import type { DataSource, EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { notFound } from '../../common/errors';
import { cappedLimit, orderBySort } from '../../common/pagination';
import { pageAndTotal } from '../../db/list-page';
import { enforce } from '../../common/policy';
import { readForUpdate } from '../../db/read-for-update';
import { caseless } from '../../db/sql-dialect';
import { containsText, whereMatching, type TextSearch } from '../../db/text-search';
import { auditTrail } from '../audit/audit-trail.service';
import { Project } from './project.entity';
import type { CreateProjectInput, ProjectsArgs, UpdateProjectInput } from './project.inputs';
import { canCreateProject, canDeleteProject, canEditProject } from './project.policy';
import { projectSortColumns, type ProjectPage } from './project.types';

/** Shown on the home page when no project is flagged featured. */
export const FEATURED_FALLBACK_COUNT = 4;
const FEATURED_MAX = 50;

/** What the search box looks in; SQLite keeps a full-text index of it (the project search migration). */
export const PROJECT_SEARCH: TextSearch = {
  table: 'projects',
  columns: ['title', 'client', 'category', 'status'],
  indexed: true,
};
const TEXT_FIELDS = ['title', 'client', 'category', 'description'] as const;

function trimmed<T extends Partial<Record<(typeof TEXT_FIELDS)[number], string>>>(input: T): T {
  const copy = { ...input };
  for (const field of TEXT_FIELDS) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = value.trim() as T[typeof field];
  }
  return copy;
}

export class ProjectService {
  private readonly projects: Repository<Project>;

  constructor(private readonly dataSource: DataSource) {
    this.projects = dataSource.getRepository(Project);
  }

  /** A page of the list; `columns` (from columnsAskedFor) limits what each row reads, null reads them all. */
  async list(args: ProjectsArgs, columns: readonly string[] | null = null): Promise<ProjectPage> {
    const take = cappedLimit(args.limit);
    const query = this.filtered(args);
    if (columns) query.select(columns.map((column) => `p.${column}`));
    const [items, total] = await pageAndTotal(query, args.offset, take, this.searched(args.search));
    return { items, total, offset: args.offset, limit: take };
  }

  /** The projects the list's search and category select, in its sort order (the list and its CSV export). */
  matching(args: Omit<ProjectsArgs, 'offset' | 'limit'>): SelectQueryBuilder<Project> {
    return whereMatching(this.filtered(args), this.searched(args.search));
  }

  private searched(search: string | null | undefined) {
    return containsText(this.dataSource, 'p', PROJECT_SEARCH, search);
  }

  /** The list's category filter and sort order, without its search. */
  private filtered({ category, sort, direction }: Omit<ProjectsArgs, 'offset' | 'limit'>): SelectQueryBuilder<Project> {
    const query = this.projects.createQueryBuilder('p');
    const wanted = category?.trim();
    if (wanted) query.andWhere(`${caseless(this.dataSource, 'p.category')} = :category`, { category: wanted });
    return orderBySort(query, projectSortColumns(this.dataSource), { sort, direction });
  }

  /** The featured projects, or the first few when none is flagged (spec, Home page). */
  async featured(): Promise<Project[]> {
    const flagged = await this.projects.find({ where: { featured: true }, order: { id: 'ASC' }, take: FEATURED_MAX });
    if (flagged.length > 0) return flagged;
    return this.projects.find({ order: { id: 'ASC' }, take: FEATURED_FALLBACK_COUNT });
  }

  async get(id: number): Promise<Project> {
    const project = await this.projects.findOneBy({ id });
    if (!project) throw notFound('Project not found');
    return project;
  }

  // Writes: each checks its policy, changes the row and records the audit entry in one
  // transaction, so a failed write leaves neither the change nor an entry.

  create(actor: Actor, input: CreateProjectInput): Promise<Project> {
    enforce(canCreateProject(actor));
    return this.dataSource.transaction(async (manager) => {
      const project = await manager.save(manager.create(Project, trimmed(input)));
      await auditTrail.record(manager, actor, { ...entry(project), action: 'create', after: project });
      return project;
    });
  }

  async update(actor: Actor, id: number, input: UpdateProjectInput): Promise<Project> {
    const changes = Object.fromEntries(Object.entries(trimmed(input)).filter(([, value]) => value !== undefined));
    return this.dataSource.transaction(async (manager) => {
      const before = await existing(manager, id);
      enforce(canEditProject(actor, before));
      if (Object.keys(changes).length === 0) return before;
      const result = await manager.update(Project, { id }, changes);
      if (result.affected === 0) throw notFound('Project not found');
      const after = await manager.findOneByOrFail(Project, { id });
      await auditTrail.record(manager, actor, { ...entry(after), action: 'update', before, after });
      return after;
    });
  }

  async delete(actor: Actor, id: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const before = await existing(manager, id);
      enforce(canDeleteProject(actor, before));
      const result = await manager.delete(Project, { id });
      if (!result.affected) throw notFound('Project not found');
      await auditTrail.record(manager, actor, { ...entry(before), action: 'delete', before });
      return id;
    });
  }
}

/** The project as it is now, held until the transaction ends; NOT_FOUND when there is none. */
async function existing(manager: EntityManager, id: number): Promise<Project> {
  const project = await readForUpdate(manager, Project, { id });
  if (!project) throw notFound('Project not found');
  return project;
}

const entry = (project: Project) => ({ entity: 'Project', entityId: project.id, label: project.title });
