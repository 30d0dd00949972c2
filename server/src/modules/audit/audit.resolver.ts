import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import { Roles } from '../../auth/auth-checker';
import { STAFF_ROLES } from '../../auth/roles';
import { AuditService } from './audit.service';
import { AuditEntriesArgs, AuditEntryPage } from './audit.types';

@Resolver()
export class AuditResolver {
  @Roles(...STAFF_ROLES)
  @Query(() => AuditEntryPage, {
    description:
      'The audit trail, newest first; filter by entity (and entityId) for one record. Salaries, tax ids and bank accounts are never shown.',
  })
  auditEntries(@Args() args: AuditEntriesArgs, @Ctx() ctx: Context): Promise<AuditEntryPage> {
    return new AuditService(ctx.dataSource).list(args);
  }
}
