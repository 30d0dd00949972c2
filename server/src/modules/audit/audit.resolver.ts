import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../app/context';
import type { Actor } from '../../auth/actor';
import { Roles } from '../../auth/auth-checker';
import { CurrentUser } from '../../auth/current-user';
import { STAFF_ROLES } from '../../auth/roles';
import { Employee } from '../employees/employee.entity';
import { linksOf } from './audit-links';
import { AuditService } from './audit.service';
import { AuditEntriesArgs, AuditEntryPage, AuditEntryView, AuditFilterOptions } from './audit.types';

/** The rule, as partners and the web app read it in the schema. */
const VISIBILITY =
  'Admins see every entry. Other back-office users see the entries about records they may read: ' +
  'projects, services, content pages, the website texts, quotes, contact messages and newsletter sign-ups (every one); ' +
  'their own account (User) and employee record (Employee); payroll records of their own pay (PayrollRecord); ' +
  "leave requests (LeaveRequest) that are their own or their direct reports', or every one for HR employees. " +
  'Entries about anything else (API keys), or about an employee-owned record since deleted, are for admins only. ' +
  'Salaries, pay amounts and tax ids show only that they changed, bank accounts their last 4 characters.';

/** Who follows the links, read once per GraphQL request. */
const linkViewer = (ctx: Context) =>
  ctx.loaders.get('audit-link-viewer', (userIds: readonly number[]) =>
    Promise.all(userIds.map((userId) => ctx.dataSource.getRepository(Employee).findOneBy({ userId }))),
  );

/** The link of each entry of the request: one query per kind of record however many entries ask. */
const linkLoader = (ctx: Context, actor: Actor) =>
  ctx.loaders.get('audit-link', async (entries: readonly AuditEntryView[]) =>
    linksOf(ctx.dataSource, entries, { actor, employee: await linkViewer(ctx).load(actor.id) }),
  );

@Resolver(() => AuditEntryView)
export class AuditResolver {
  @Roles(...STAFF_ROLES)
  @Query(() => AuditEntryPage, {
    description: `The audit trail the viewer may see, newest first, filtered by record, user, action and days. ${VISIBILITY}`,
  })
  auditEntries(
    @Args() args: AuditEntriesArgs,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<AuditEntryPage> {
    return new AuditService(ctx.dataSource).list(args, actor);
  }

  @Roles(...STAFF_ROLES)
  @Query(() => AuditFilterOptions, {
    description:
      "The values the Activity page's filters offer, from the entries the viewer may see (auditEntries' rule).",
  })
  auditFilterOptions(@CurrentUser() actor: Actor, @Ctx() ctx: Context): Promise<AuditFilterOptions> {
    return new AuditService(ctx.dataSource).filterOptions(actor);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The back-office page of the record (e.g. /admin/projects/edit/12), or null when it has none, is gone, or the viewer cannot open it.',
  })
  link(@Root() entry: AuditEntryView, @CurrentUser() actor: Actor, @Ctx() ctx: Context): Promise<string | null> {
    return linkLoader(ctx, actor).load(entry);
  }
}
