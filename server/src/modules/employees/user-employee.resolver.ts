import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../app/context';
import { User } from '../../auth/user.entity';
import { Employee } from './employee.entity';
import { EmployeeDirectory } from './employee-directory.service';

// What the web app needs to know about the signed-in user beyond their role: their employee
// record, and whether they manage anyone or are HR (who sees leave approvals). A User is only
// ever the caller's own (me, and the sign-in answers); a test holds the schema to that.

const employeeOf = (user: User, ctx: Context) =>
  ctx.loaders
    .get('employee-of-user', async (userIds: readonly number[]) => {
      const directory = new EmployeeDirectory(ctx.dataSource);
      return Promise.all(userIds.map((id) => directory.forUser(id)));
    })
    .load(user.id);

@Resolver(() => User)
export class UserEmployeeResolver {
  @FieldResolver(() => Employee, { nullable: true, description: 'Their employee record, if their account has one.' })
  employee(@Root() user: User, @Ctx() ctx: Context): Promise<Employee | null> {
    return employeeOf(user, ctx);
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether their employee record manages anyone (they approve their leave first).',
  })
  managesAnyone(@Root() user: User, @Ctx() ctx: Context): Promise<boolean> {
    return new EmployeeDirectory(ctx.dataSource).managesAnyone(user.id);
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether their employee record is flagged HR (they take the second approval step).',
  })
  async isHR(@Root() user: User, @Ctx() ctx: Context): Promise<boolean> {
    return (await employeeOf(user, ctx))?.isHR ?? false;
  }
}
