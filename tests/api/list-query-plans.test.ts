import 'reflect-metadata';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { SortDirection } from '../../server/src/common/pagination';
import type { HolidayCountry } from '../../server/src/common/working-days';
import { ProjectService } from '../../server/src/modules/projects/project.service';
import { ProjectSort } from '../../server/src/modules/projects/project.types';
import { QuoteBudget, QuoteStatus } from '../../server/src/modules/quotes/quote-codes';
import { QuoteDirectory } from '../../server/src/modules/quotes/quote-directory.service';
import { ContactMessageService } from '../../server/src/modules/contact/contact-message.service';
import { ContactMessageSort, ContactMessageState } from '../../server/src/modules/contact/contact-message.types';
import { QuoteSort } from '../../server/src/modules/quotes/quote.types';
import { EmployeeDirectory } from '../../server/src/modules/employees/employee-directory.service';
import { Employee, EmployeeStatus } from '../../server/src/modules/employees/employee.entity';
import { EmployeeSort } from '../../server/src/modules/employees/employee.types';
import { LeaveScope } from '../../server/src/modules/leave/leave-codes';
import { matchingLeave } from '../../server/src/modules/leave/leave-directory.service';
import { LeaveStatus } from '../../server/src/modules/leave/leave-request.entity';
import { PayrollReader } from '../../server/src/modules/payroll/payroll-reader.service';
import { PayrollSort } from '../../server/src/modules/payroll/payroll.types';
import { NewsletterService } from '../../server/src/modules/content/newsletter.service';
import { NewsletterSubscriptionSort } from '../../server/src/modules/content/newsletter.types';
import { useMigratedDatabase } from '../fixtures/test-database';

// Each sort and filter of a list reads an index in the list's order: a page then costs the same
// at 100,000 rows as at 10 (bench/lists.mjs times it). SQLite's plans follow the schema alone, so
// they are checked here; MySQL picks its plans from table statistics, by which a full scan is the
// right plan for a test's few rows, so MySQL's are checked at volume by the bench only.
const db = useMigratedDatabase();
const HOLIDAYS: HolidayCountry = { country: 'US', region: null };
/** An index TypeORM named (from the entity's @Index), not one of the list indexes migrations. */
const NAMED_BY_TYPEORM = 'IDX_[0-9a-f]+';

/**
 * SQLite's plan for a page of `query` as pageAndTotal reads it: a near page's rows at once, a far
 * page's ids first; one line per step, both plans joined.
 */
async function pagePlan<E extends ObjectLiteral>(query: SelectQueryBuilder<E>): Promise<string> {
  const near = query.clone().offset(40).limit(20);
  const far = query.clone().select(`${query.alias}.id`, 'id').offset(4000).limit(20);
  const plans = await Promise.all(
    [near, far].map(async (page) => {
      const [sql, parameters] = page.getQueryAndParameters();
      const steps = await db.dataSource.query<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${sql}`, parameters);
      return steps.map((step) => step.detail).join(' | ');
    }),
  );
  return plans.join(' || ');
}

const sqliteOnly = /^(mysql|mariadb):\/\//.test(process.env.DATABASE_URL ?? '') ? describe.skip : describe;

sqliteOnly('the lists read their rows in order from an index (SQLite)', () => {
  const projects = () => new ProjectService(db.dataSource);
  const quotes = () => new QuoteDirectory(db.dataSource);
  const inbox = () => new ContactMessageService(db.dataSource);
  const employees = () => new EmployeeDirectory(db.dataSource);
  const byName = { sort: EmployeeSort.NAME, direction: SortDirection.ASC };
  const leave = (scope: LeaveScope, status?: LeaveStatus) =>
    matchingLeave(db.dataSource, { scope, status }, { id: 1 } as Employee);
  const payroll = () => new PayrollReader(db.dataSource);
  const newsletter = () => new NewsletterService(db.dataSource);
  const newest = { sort: ProjectSort.DATE, direction: SortDirection.DESC };

  it.each([
    ['projects, newest first', () => projects().matching(newest), 'IDX_projects_list_date'],
    [
      'projects by title',
      () => projects().matching({ sort: ProjectSort.TITLE, direction: SortDirection.ASC }),
      'IDX_projects_list_title',
    ],
    [
      'projects by client',
      () => projects().matching({ sort: ProjectSort.CLIENT, direction: SortDirection.DESC }),
      'IDX_projects_list_client',
    ],
    [
      'projects of a category',
      () => projects().matching({ ...newest, category: 'web development' }),
      'IDX_projects_list_category',
    ],
    [
      'quotes, newest first',
      () => quotes().matching({ sort: QuoteSort.SUBMITTED_AT, direction: SortDirection.DESC }, HOLIDAYS),
      NAMED_BY_TYPEORM,
    ],
    [
      'quotes by name',
      () => quotes().matching({ sort: QuoteSort.NAME, direction: SortDirection.ASC }, HOLIDAYS),
      'IDX_quote_requests_list_name',
    ],
    [
      'quotes of a budget',
      () =>
        quotes().matching(
          { sort: QuoteSort.SUBMITTED_AT, direction: SortDirection.DESC, budget: QuoteBudget.BUDGET_50K_PLUS },
          HOLIDAYS,
        ),
      'IDX_quote_requests_list_budget',
    ],
    [
      'quotes of a status',
      () =>
        quotes().matching(
          { sort: QuoteSort.SUBMITTED_AT, direction: SortDirection.DESC, status: QuoteStatus.REVIEWED },
          HOLIDAYS,
        ),
      NAMED_BY_TYPEORM,
    ],
    [
      'inbox, newest first',
      () => inbox().matching({ sort: ContactMessageSort.RECEIVED, direction: SortDirection.DESC }),
      'IDX_contact_messages_list_received',
    ],
    [
      'inbox by name',
      () => inbox().matching({ sort: ContactMessageSort.NAME, direction: SortDirection.ASC }),
      'IDX_contact_messages_list_name',
    ],
    [
      'inbox by subject',
      () => inbox().matching({ sort: ContactMessageSort.SUBJECT, direction: SortDirection.DESC }),
      'IDX_contact_messages_list_subject',
    ],
    [
      'inbox, new ones only',
      () =>
        inbox().matching({
          sort: ContactMessageSort.RECEIVED,
          direction: SortDirection.DESC,
          state: ContactMessageState.OPEN,
        }),
      'IDX_contact_messages_list_state',
    ],
    ['employees by name', () => employees().matching(byName), 'IDX_employees_list_name'],
    [
      'employees by position',
      () => employees().matching({ sort: EmployeeSort.POSITION, direction: SortDirection.DESC }),
      'IDX_employees_list_position',
    ],
    [
      'employees by join date',
      () => employees().matching({ sort: EmployeeSort.JOIN_DATE, direction: SortDirection.DESC }),
      'IDX_employees_list_join_date',
    ],
    [
      'employees by department',
      () => employees().matching({ sort: EmployeeSort.DEPARTMENT, direction: SortDirection.ASC }),
      NAMED_BY_TYPEORM,
    ],
    [
      'employees by email',
      () => employees().matching({ sort: EmployeeSort.EMAIL, direction: SortDirection.ASC }),
      // The email's unique constraint.
      'sqlite_autoindex_employees_\\d+',
    ],
    [
      'employees of a status',
      () => employees().matching({ ...byName, status: EmployeeStatus.ON_LEAVE }),
      'IDX_employees_list_status',
    ],
    ["everyone's leave", () => leave(LeaveScope.ALL), 'IDX_leave_requests_list_created'],
    ['my leave', () => leave(LeaveScope.MINE), 'IDX_leave_requests_list_employee'],
    ['leave waiting for HR', () => leave(LeaveScope.PENDING_HR), 'IDX_leave_requests_list_status'],
    ['leave of a status', () => leave(LeaveScope.ALL, LeaveStatus.REJECTED), 'IDX_leave_requests_list_status'],
    [
      'payroll by employee',
      () => payroll().matching({ sort: PayrollSort.EMPLOYEE, direction: SortDirection.ASC }),
      'IDX_payroll_records_list_employee',
    ],
    [
      'payroll by month',
      () => payroll().matching({ sort: PayrollSort.MONTH, direction: SortDirection.DESC }),
      NAMED_BY_TYPEORM,
    ],
    [
      'payroll by net salary',
      () => payroll().matching({ sort: PayrollSort.NET_SALARY, direction: SortDirection.DESC }),
      'IDX_payroll_records_list_net',
    ],
    [
      'payroll by status',
      () => payroll().matching({ sort: PayrollSort.STATUS, direction: SortDirection.ASC }),
      NAMED_BY_TYPEORM,
    ],
    [
      'newsletter, newest first',
      () => newsletter().matching({ sort: NewsletterSubscriptionSort.SIGNED_UP, direction: SortDirection.DESC }),
      'IDX_newsletter_subscriptions_list_signed_up',
    ],
    [
      'newsletter by address',
      () => newsletter().matching({ sort: NewsletterSubscriptionSort.EMAIL, direction: SortDirection.ASC }),
      // The address's unique constraint.
      'sqlite_autoindex_newsletter_subscriptions_\\d+',
    ],
  ] as [string, () => SelectQueryBuilder<ObjectLiteral>, string][])(
    '%s: an index, and no sort of the rows',
    async (_list, query, index) => {
      const plans = await pagePlan(query());
      for (const plan of plans.split(' || ')) expect(plan).toMatch(new RegExp(`USING (COVERING )?INDEX \\S*${index}`));
      expect(plans).not.toContain('TEMP B-TREE');
    },
  );

  it('a search of 3 characters or more reads the full-text index', async () => {
    expect(await pagePlan(projects().matching({ ...newest, search: 'forecast' }))).toContain('VIRTUAL TABLE');
    expect(await pagePlan(employees().matching({ ...byName, search: 'engineer' }))).toContain('VIRTUAL TABLE');
  });
});

// MySQL reads a unique index in order for its column alone; an id after it made MySQL sort every
// row. The id stays after every other column, where it keeps equal values in one order.
describe('the order of a page (both databases)', () => {
  const orderOf = (query: SelectQueryBuilder<ObjectLiteral>) => Object.keys(query.expressionMap.orderBys);
  const asc = SortDirection.ASC;

  it('ends with the id, except after a unique column no row leaves empty', () => {
    const newsletter = new NewsletterService(db.dataSource);
    const employees = new EmployeeDirectory(db.dataSource);
    expect(orderOf(newsletter.matching({ sort: NewsletterSubscriptionSort.EMAIL, direction: asc }))).toEqual([
      's.email',
    ]);
    expect(orderOf(employees.matching({ sort: EmployeeSort.EMAIL, direction: asc }))).toEqual(['e.email']);
    expect(orderOf(newsletter.matching({ sort: NewsletterSubscriptionSort.SIGNED_UP, direction: asc }))).toEqual([
      's.createdAt',
      's.id',
    ]);
    expect(orderOf(employees.matching({ sort: EmployeeSort.DEPARTMENT, direction: asc }))).toEqual([
      'e.department',
      'e.id',
    ]);
  });
});
