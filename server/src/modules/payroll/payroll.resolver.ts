import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../app/context';
import type { Actor } from '../../auth/actor';
import { Roles } from '../../auth/auth-checker';
import { CurrentUser } from '../../auth/current-user';
import { Role, STAFF_ROLES } from '../../auth/roles';
import { Employee } from '../employees/employee.entity';
import { employeeLoaders } from '../employees/employee.resolver';
import { needsReview } from './payroll-amounts';
import { PayrollRecord } from './payroll-record.entity';
import { PayrollReader } from './payroll-reader.service';
import { PayrollRunService } from './payroll-run.service';
import {
  AdminPayrollsArgs,
  CreatePayrollInput,
  MyPayrollsArgs,
  ProcessPaymentInput,
  RunMonthlyPayrollArgs,
  UpdatePayrollInput,
} from './payroll.inputs';
import { PayrollService } from './payroll.service';
import { PayrollPage, PayrollRunResult } from './payroll.types';
import { payslipPath } from './payslip.route';

const reader = (ctx: Context) => new PayrollReader(ctx.dataSource);
const service = (ctx: Context) => new PayrollService(ctx.dataSource);

/** The same employee's net of the month before, one query for every row of the request. */
const previousNet = (record: PayrollRecord, ctx: Context) =>
  ctx.loaders
    .get('payroll-previous-net', (keys: readonly string[]) =>
      reader(ctx).previousNets(
        keys.map((key) => {
          const [employeeId, month] = key.split('|');
          return { employeeId: Number(employeeId), month: month! };
        }),
      ),
    )
    .load(`${record.employeeId}|${record.month}`);

@Resolver(() => PayrollRecord)
export class PayrollResolver {
  @Roles(Role.ADMIN)
  @Query(() => PayrollPage, {
    description:
      "Admins. month matches exactly when given; search matches the employee's name or the status (case-insensitive).",
  })
  adminPayrolls(@Args() args: AdminPayrollsArgs, @CurrentUser() actor: Actor, @Ctx() ctx: Context) {
    return reader(ctx).page(actor, args);
  }

  @Roles(...STAFF_ROLES)
  @Query(() => PayrollRecord, {
    description: 'Admins, and the employee the record belongs to; NOT_FOUND for anyone else.',
  })
  async payroll(@Arg('id', () => Int) id: number, @CurrentUser() actor: Actor, @Ctx() ctx: Context) {
    const { record, employee } = await reader(ctx).readable(actor, id);
    if (employee) employeeLoaders(ctx).byId.prime(employee.id, employee);
    return record;
  }

  @Roles(...STAFF_ROLES)
  @Query(() => [PayrollRecord], {
    description:
      "The caller's own records through their employee link, newest month first; month filters exactly. Empty without an employee record.",
  })
  myPayrolls(@Args() { month }: MyPayrollsArgs, @CurrentUser() actor: Actor, @Ctx() ctx: Context) {
    return reader(ctx).mine(actor, month);
  }

  @Roles(Role.ADMIN)
  @Mutation(() => PayrollRecord, {
    description: 'Creates a Pending record; the net is computed. CONFLICT when the employee has one that month.',
  })
  createPayroll(@Arg('input') input: CreatePayrollInput, @CurrentUser() actor: Actor, @Ctx() ctx: Context) {
    return service(ctx).create(actor, input);
  }

  @Roles(Role.ADMIN)
  @Mutation(() => PayrollRecord, { description: 'Pending only (CONFLICT otherwise); the net is computed again.' })
  updatePayroll(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: UpdatePayrollInput,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ) {
    return service(ctx).update(actor, id, input);
  }

  @Roles(Role.ADMIN)
  @Mutation(() => Int, { description: 'Pending only (CONFLICT otherwise); returns the id.' })
  deletePayroll(@Arg('id', () => Int) id: number, @CurrentUser() actor: Actor, @Ctx() ctx: Context) {
    return service(ctx).delete(actor, id);
  }

  @Roles(Role.ADMIN)
  @Mutation(() => PayrollRecord, {
    description: "Pending only, as one conditional update; sets Paid with today's date.",
  })
  processPayment(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: ProcessPaymentInput,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ) {
    return service(ctx).processPayment(actor, id, input);
  }

  @Roles(Role.ADMIN)
  @Mutation(() => PayrollRunResult, {
    description:
      'Creates the Pending records of the month for every Active employee who has none yet, from their salary, in one transaction.',
  })
  runMonthlyPayroll(@Args() { month }: RunMonthlyPayrollArgs, @CurrentUser() actor: Actor, @Ctx() ctx: Context) {
    return new PayrollRunService(ctx.dataSource).run(actor, month);
  }

  @FieldResolver(() => Employee, {
    nullable: true,
    description: "Null when it cannot be read: shown 'Unknown'. Pay fields stay the admins' and the employee's.",
  })
  employee(@Root() record: PayrollRecord, @Ctx() ctx: Context): Promise<Employee | null> {
    return employeeLoaders(ctx).byId.load(record.employeeId);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The same employee's net of the previous month, if there is a record.",
  })
  previousNetSalary(@Root() record: PayrollRecord, @Ctx() ctx: Context): Promise<string | null> {
    return previousNet(record, ctx);
  }

  @FieldResolver(() => Boolean, { description: 'True when the net differs from previousNetSalary by more than 10%.' })
  async needsReview(@Root() record: PayrollRecord, @Ctx() ctx: Context): Promise<boolean> {
    return needsReview(record.netSalary, await previousNet(record, ctx));
  }

  @FieldResolver(() => String, {
    description: "Where the PDF payslip downloads (GET with the caller's session): /api/payslips/{id}.pdf",
  })
  payslipPath(@Root() record: PayrollRecord): string {
    return payslipPath(record.id);
  }
}
