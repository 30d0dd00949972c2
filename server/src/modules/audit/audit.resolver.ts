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
      'The audit trail, newest first; filter by entity (and entityId) for one record. Salaries and tax ids show only that they changed, bank accounts their last 4 characters.',
  })
  auditEntries(@Args() args: AuditEntriesArgs, @Ctx() ctx: Context): Promise<AuditEntryPage> {
    return new AuditService(ctx.dataSource).list(args);
  }
}
