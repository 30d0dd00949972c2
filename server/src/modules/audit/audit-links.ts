import { In, type DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';
import { ContactMessage } from '../contact/contact-message.entity';
import { NewsletterSubscription } from '../content/newsletter.entity';
import { ContentPage } from '../content/page.entity';
import { Employee } from '../employees/employee.entity';
import { LeaveRequest } from '../leave/leave-request.entity';
import { isHrApprover } from '../leave/leave.policy';
import { PayrollRecord } from '../payroll/payroll-record.entity';
import { Project } from '../projects/project.entity';
import { QuoteRequest } from '../quotes/quote-request.entity';
import { Service } from '../services/service.entity';

// The back-office page of an entry's record (the web app's routes, web/src/app/routes.ts), for a
// viewer who may open it: null when the record is gone, has no page, or the page is not theirs
// (the employee and payroll pages are the admins'). Looked up one query per kind of record.

/** Who follows the links: the user and their employee record. */
export interface LinkViewer {
  actor: Actor;
  employee: Pick<Employee, 'id' | 'isHR'> | null;
}

/** The website's text sections, by the tab of /admin/website that edits them (homepage: the bare address). */
const WEBSITE_TABS: Readonly<Record<string, string>> = {
  homepage: '/admin/website',
  about: '/admin/website?tab=about',
  services: '/admin/website?tab=services',
};

const isAdmin = (viewer: LinkViewer) => viewer.actor.role === Role.ADMIN;

/** The ids among entityIds that are numbers (every table's key but the website's sections). */
const numericIds = (entityIds: readonly string[]) => [
  ...new Set(entityIds.filter((id) => /^\d{1,15}$/.test(id)).map(Number)),
];

/** Rows of `entity` with these ids, by id as text. */
async function rowsById<T extends ObjectLiteral & { id: number }>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  entityIds: readonly string[],
): Promise<Map<string, T>> {
  const ids = numericIds(entityIds);
  const rows = ids.length ? await dataSource.getRepository(entity).findBy({ id: In(ids) } as never) : [];
  return new Map(rows.map((row) => [String(row.id), row]));
}

/** A record whose page every back-office user opens, at `route(id)`, while it exists. */
const existing =
  <T extends ObjectLiteral & { id: number }>(entity: EntityTarget<T>, route: (id: string) => string) =>
  async (dataSource: DataSource, ids: readonly string[]) => {
    const rows = await rowsById(dataSource, entity, ids);
    return ids.map((id) => (rows.has(id) ? route(id) : null));
  };

type Linker = (dataSource: DataSource, entityIds: readonly string[], viewer: LinkViewer) => Promise<(string | null)[]>;

const LINKERS: Readonly<Record<string, Linker>> = {
  Project: existing(Project, (id) => `/admin/projects/edit/${id}`),
  Service: existing(Service, (id) => `/admin/services/edit/${id}`),
  ContentPage: existing(ContentPage, (id) => `/admin/website/pages/edit/${id}`),
  QuoteRequest: existing(QuoteRequest, (id) => `/admin/quotes?quote=${id}`),
  // The inbox has no address per message: its list, where the message is.
  ContactMessage: existing(ContactMessage, () => '/admin/inbox'),
  NewsletterSubscription: existing(NewsletterSubscription, () => '/admin/inbox?tab=newsletter'),
  WebsiteContent: async (_dataSource, ids) => ids.map((id) => WEBSITE_TABS[id] ?? null),
  Employee: async (dataSource, ids, viewer) =>
    isAdmin(viewer) ? existing(Employee, (id) => `/admin/employees/edit/${id}`)(dataSource, ids) : ids.map(() => null),
  // An account's page is its employee's, when it has one.
  User: async (dataSource, ids, viewer) => {
    const userIds = numericIds(ids);
    if (!isAdmin(viewer) || userIds.length === 0) return ids.map(() => null);
    const employees = await dataSource.getRepository(Employee).findBy({ userId: In(userIds) });
    const byUser = new Map(employees.map((e) => [String(e.userId), e.id]));
    return ids.map((id) => (byUser.has(id) ? `/admin/employees/edit/${byUser.get(id)}` : null));
  },
  PayrollRecord: async (dataSource, ids, viewer) => {
    const rows = await rowsById(dataSource, PayrollRecord, ids);
    return ids.map((id) => {
      const record = rows.get(id);
      if (!record) return null;
      if (isAdmin(viewer)) return `/admin/payrolls/${id}`;
      return record.employeeId === viewer.employee?.id ? `/admin/my-payroll?month=${record.month}` : null;
    });
  },
  // The requester's own page, or the approvals page (its All Requests tab for HR and admins).
  LeaveRequest: async (dataSource, ids, viewer) => {
    const rows = await rowsById(dataSource, LeaveRequest, ids);
    const requesters = await rowsById(
      dataSource,
      Employee,
      [...rows.values()].map((r) => String(r.employeeId)),
    );
    const me = viewer.employee?.id;
    return ids.map((id) => {
      const request = rows.get(id);
      if (!request) return null;
      if (request.employeeId === me) return '/admin/leave-request';
      if (isHrApprover(viewer.actor, viewer.employee)) return '/admin/leave-approvals?tab=all';
      const managerId = requesters.get(String(request.employeeId))?.managerId;
      return me !== undefined && managerId === me ? '/admin/leave-approvals' : null;
    });
  },
};

/** The link of each (entity, entityId), in order; kinds with no page (API keys) get null. */
export async function linksOf(
  dataSource: DataSource,
  entries: readonly { entity: string; entityId: string }[],
  viewer: LinkViewer,
): Promise<(string | null)[]> {
  const links: (string | null)[] = entries.map(() => null);
  const byEntity = new Map<string, number[]>();
  entries.forEach(({ entity }, index) => byEntity.set(entity, [...(byEntity.get(entity) ?? []), index]));
  for (const [entity, indexes] of byEntity) {
    const linker = Object.hasOwn(LINKERS, entity) ? LINKERS[entity] : undefined;
    if (!linker) continue;
    const found = await linker(
      dataSource,
      indexes.map((i) => entries[i]!.entityId),
      viewer,
    );
    indexes.forEach((entryIndex, i) => (links[entryIndex] = found[i] ?? null));
  }
  return links;
}
