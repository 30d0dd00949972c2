import { Field, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { ApiKey } from './api-key.entity';

@ObjectType({ description: 'One page of API keys and how many match in all.' })
export class ApiKeyPage extends Paginated(ApiKey, 'keys') {}

@ObjectType({ description: 'A key just made: the secret is in `token`, shown this once and never again.' })
export class IssuedApiKey {
  @Field(() => ApiKey)
  key: ApiKey;

  @Field({
    description: 'The full key, e.g. bl_live_<30 random base62 chars><6 char CRC32 checksum in base62>.',
  })
  token: string;
}

@ObjectType({
  description:
    "The caller's budget: a key's own in query-cost points; a session or an anonymous caller gets the per-address one, which counts requests (each costs 1).",
})
export class RateLimit {
  @Field(() => Int, { description: 'Points per minute.' })
  limit: number;

  @Field(() => Int, {
    description:
      'What this request cost: its query cost for a key (0 for a query of rateLimit alone, which is answered even over budget), 1 for the per-address budget.',
  })
  cost: number;

  @Field(() => Int, { description: 'Points left in the current window.' })
  remaining: number;

  @Field({ description: 'When the window resets and the full budget is available again.' })
  resetAt: Date;
}
