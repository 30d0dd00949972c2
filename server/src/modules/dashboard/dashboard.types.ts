import { Field, Int, ObjectType } from 'type-graphql';
import { LocalDate } from '../../common/local-date';
import { LeaveStatus, LeaveType } from '../leave/leave-request.entity';

@ObjectType({ description: "The dashboard's four cards, counted by the database." })
export class DashboardCounts {
  @Field(() => Int, { description: 'Every project (the projects list without filters).' })
  totalProjects: number;

  @Field(() => Int, { description: 'Every employee record, whatever its status (the employees list without filters).' })
  employees: number;

  @Field(() => Int, { description: "Content pages (the website's pages managed at /admin/website?tab=pages)." })
  contentPages: number;

  @Field(() => Int, { description: 'Every service (the services list without filters).' })
  services: number;
}

@ObjectType({ description: "What needs the viewer's attention; each count is what its link's list shows." })
export class DashboardAttention {
  @Field(() => Int, {
    description:
      'Pending quotes overdue for an answer (the same rule as QuoteStats.overdue and adminQuotes(overdue: true)). Link: /admin/quotes?overdue=1',
  })
  overdueQuotes: number;

  @Field(() => Int, {
    description:
      "Leave requests whose next decision is the viewer's, as the approvals page offers it: PENDING ones they approve first (their reports'; HR and admins also those of people without a manager), MANAGER_APPROVED ones for HR and admins, and open cancellation requests they decide; never their own. Link: /admin/leave-approvals",
  })
  leaveAwaitingMe: number;

  @Field(() => Int, {
    nullable: true,
    description:
      "ADMIN only, else null: payroll records of the current month still Pending. Link: /admin/payroll?month=<month>&search=Pending (the payroll list has a month filter and a search that matches the status; it has no status parameter). The search also matches employees' names, so a name containing 'pending' would add rows there.",
  })
  payrollPending: number | null;

  @Field({ description: "The current month, yyyy-MM in the server's time zone, for the payroll link." })
  month: string;

  @Field(() => Int, { description: 'Contact messages not yet handled. Link: /admin/inbox?state=open' })
  unhandledMessages: number;
}

@ObjectType({ description: 'How many in one month.' })
export class MonthCount {
  @Field({ description: 'yyyy-MM' })
  month: string;

  @Field(() => Int, { description: 'How many in that month.' })
  count: number;
}

@ObjectType({ description: 'An amount for one month.' })
export class MonthAmount {
  @Field({ description: 'yyyy-MM' })
  month: string;

  @Field({ description: 'Exact decimal text with 2 places, e.g. "48250.00".' })
  amount: string;
}

@ObjectType({ description: 'How many records have one status.' })
export class StatusCount {
  @Field({ description: 'The status as its GraphQL enum value, e.g. "IN_PROGRESS".' })
  status: string;

  @Field(() => Int, { description: 'How many records have it now.' })
  count: number;
}

@ObjectType({ description: 'The quotes chart: received per month, and every quote by status now.' })
export class DashboardQuotes {
  @Field(() => [MonthCount], {
    description: "Received per month, the last 12 months including the current one (server's time zone), oldest first.",
  })
  perMonth: MonthCount[];

  @Field(() => [StatusCount], { description: 'Every quote by status, every status in the enum order, 0 included.' })
  byStatus: StatusCount[];
}

@ObjectType({ description: 'Leave of one employee that takes days this week or next.' })
export class Absence {
  @Field(() => Int, { description: 'The leave request.' })
  leaveRequestId: number;

  @Field(() => Int, { description: 'Whose leave it is.' })
  employeeId: number;

  @Field({ description: "The employee's name." })
  employeeName: string;

  @Field(() => LeaveType, { description: 'The kind of leave.' })
  type: LeaveType;

  @Field(() => LeaveStatus, { description: 'Approved (HR_APPROVED) or still waiting (PENDING, MANAGER_APPROVED).' })
  status: LeaveStatus;

  @Field(() => LocalDate, { description: 'First day of leave.' })
  startDate: string;

  @Field(() => LocalDate, { description: 'Last day of leave.' })
  endDate: string;
}
