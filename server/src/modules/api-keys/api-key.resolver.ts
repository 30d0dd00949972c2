import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../app/context';
import type { Actor } from '../../auth/actor';
import { Roles } from '../../auth/auth-checker';
import { CurrentUser } from '../../auth/current-user';
import { Role } from '../../auth/roles';
import { ApiKey } from './api-key.entity';
import { ApiKeysArgs, CreateApiKeyInput, RollApiKeyArgs } from './api-key.inputs';
import { ApiKeyService } from './api-key.service';
import { apiKeyStatus, ApiKeyStatus } from './api-key-status';
import { ApiKeyPage, IssuedApiKey } from './api-key.types';

const service = (ctx: Context) => new ApiKeyService(ctx.dataSource);

/** Partner keys, managed by admins only; a key itself can never reach these (OPERATION_SCOPES). */
@Resolver(() => ApiKey)
export class ApiKeyResolver {
  @Roles(Role.ADMIN)
  @Query(() => ApiKeyPage, { description: 'Newest first; includes revoked and expired keys.' })
  apiKeys(@Args() args: ApiKeysArgs, @Ctx() ctx: Context): Promise<ApiKeyPage> {
    return service(ctx).page(args);
  }

  @Roles(Role.ADMIN)
  @Mutation(() => IssuedApiKey, {
    description: 'A new key; its secret is in `token`, this once. CONFLICT when a current key has the name.',
  })
  createApiKey(
    @Arg('input') input: CreateApiKeyInput,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<IssuedApiKey> {
    return service(ctx).create(actor, input, ctx.ip);
  }

  @Roles(Role.ADMIN)
  @Mutation(() => ApiKey, {
    description: 'Takes effect at once; revoking twice is CONFLICT "This key is already revoked".',
  })
  revokeApiKey(@Arg('id', () => Int) id: number, @CurrentUser() actor: Actor, @Ctx() ctx: Context): Promise<ApiKey> {
    return service(ctx).revoke(actor, id, ctx.ip);
  }

  @Roles(Role.ADMIN)
  @Mutation(() => IssuedApiKey, {
    description:
      "A new key with the same name, scopes and budget (new expiry optional, default the old one's span from now capped at a year); the old one stays valid for overlapHours (0..720), then stops. Only an active key (CONFLICT otherwise).",
  })
  rollApiKey(@Args() args: RollApiKeyArgs, @CurrentUser() actor: Actor, @Ctx() ctx: Context): Promise<IssuedApiKey> {
    return service(ctx).roll(actor, args, ctx.ip);
  }

  @FieldResolver(() => ApiKeyStatus, {
    description: 'ACTIVE, EXPIRED, REVOKED, or ROLLING (an old key inside its overlap).',
  })
  status(@Root() key: ApiKey): ApiKeyStatus {
    return apiKeyStatus(key, new Date());
  }
}
