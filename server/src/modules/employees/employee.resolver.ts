import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../app/context';
import type { Actor } from '../../auth/actor';
import { Roles } from '../../auth/auth-checker';
import { CurrentUser } from '../../auth/current-user';
import { Role } from '../../auth/roles';
import { columnsAskedFor } from '../../common/selected-columns';
import { Employee, EmployeeStatus } from './employee.entity';
import { AdminEmployeesArgs, CreateEmployeeInput, UpdateEmployeeInput } from './employee.inputs';
import { canSeePay } from './employee.policy';
import { EmployeeDirectory } from './employee-directory.service';
import { EmployeeService } from './employee.service';
import { EmployeeAccess, EmployeePage } from './employee.types';

const directory = (ctx: Context) => new EmployeeDirectory(ctx.dataSource);
const service = (ctx: Context) => new EmployeeService(ctx.dataSource);

/** The request's loaders of related employees: one query per kind however many rows ask. */
export const employeeLoaders = (ctx: Context) => ({
  byId: ctx.loaders.get('employee-by-id', (ids: readonly number[]) => directory(ctx).byIds(ids)),
  reports: ctx.loaders.get('employee-reports', (ids: readonly number[]) => directory(ctx).reportsOf(ids)),
  access: ctx.loaders.get('employee-access', (employees: readonly Employee[]) => directory(ctx).accessOf(employees)),
});

@Resolver(() => Employee)
export class EmployeeResolver {
  @Roles(Role.ADMIN)
  @Query(() => EmployeePage, { description: "The back office's employees list: searched, filtered, sorted and paged." })
  adminEmployees(
    @Args() args: AdminEmployeesArgs,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<EmployeePage> {
    // Pay fields are shown or hidden by whose record it is (PayPrivate), so userId is always read.
    const columns = columnsAskedFor(info, ctx.dataSource.getMetadata(Employee), ['items'], ['userId']);
    return directory(ctx).page(actor, args, columns);
  }

  @Roles(Role.ADMIN)
  @Query(() => Employee, { description: 'One employee; NOT_FOUND when the id is unknown.' })
  employee(@Arg('id', () => Int) id: number, @CurrentUser() actor: Actor, @Ctx() ctx: Context): Promise<Employee> {
    return directory(ctx).get(actor, id);
  }

  @Roles(Role.ADMIN)
  @Mutation(() => Employee, { description: 'Adds an employee; CONFLICT when the email is taken.' })
  createEmployee(
    @Arg('input') input: CreateEmployeeInput,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<Employee> {
    return service(ctx).create(actor, input);
  }

  @Roles(Role.ADMIN)
  @Mutation(() => Employee, {
    description:
      'Changes the given fields. The manager must be another employee who does not report to this one; a linked account follows the name, email and status.',
  })
  updateEmployee(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: UpdateEmployeeInput,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<Employee> {
    return service(ctx).update(actor, id, input);
  }

  @Roles(Role.ADMIN)
  @Mutation(() => Employee, {
    description: "Sets the status; Terminated disables the employee's account and ends its sign-ins.",
  })
  setEmployeeStatus(
    @Arg('id', () => Int) id: number,
    @Arg('status', () => EmployeeStatus) status: EmployeeStatus,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<Employee> {
    return service(ctx).setStatus(actor, id, status);
  }

  @Roles(Role.ADMIN)
  @Mutation(() => Int, {
    description:
      'Deletes an employee and returns the id; CONFLICT when they have payroll or leave history (set Terminated instead) or manage others.',
  })
  deleteEmployee(@Arg('id', () => Int) id: number, @CurrentUser() actor: Actor, @Ctx() ctx: Context): Promise<number> {
    return service(ctx).delete(actor, id);
  }

  @Roles(Role.ADMIN)
  @Mutation(() => Employee, {
    description:
      'Makes the employee an account (role staff) and mails them a link, valid 7 days, to choose a password; again before they have, a new link.',
  })
  inviteEmployee(
    @Arg('id', () => Int) id: number,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<Employee> {
    return service(ctx).invite(actor, id, ctx.passwordReset);
  }

  @FieldResolver(() => Employee, { nullable: true, description: 'Their manager, if any.' })
  manager(@Root() employee: Employee, @Ctx() ctx: Context): Promise<Employee | null> | null {
    return employee.managerId === null ? null : employeeLoaders(ctx).byId.load(employee.managerId);
  }

  @FieldResolver(() => [Employee], { description: 'The employees they manage directly, by name.' })
  directReports(@Root() employee: Employee, @Ctx() ctx: Context): Promise<Employee[]> {
    return employeeLoaders(ctx).reports.load(employee.id);
  }

  @FieldResolver(() => EmployeeAccess, {
    nullable: true,
    description: 'Whether they can sign in. Null for anyone but admins and the employee.',
  })
  access(@Root() employee: Employee, @Ctx() ctx: Context): Promise<EmployeeAccess> | null {
    return canSeePay(ctx.user, employee) ? employeeLoaders(ctx).access.load(employee) : null;
  }
}
