import { ArgsType, Field, Int } from 'type-graphql';
import { Min } from 'class-validator';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Rows to skip.' })
  @Min(0, { message: 'Offset cannot be negative' })
  offset: number;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `Rows to return; at most ${MAX_PAGE_SIZE}.` })
  @Min(1, { message: 'Limit must be at least 1' })
  limit: number;
}

/** The limit actually applied: a larger request is capped, never refused. */
export const cappedLimit = (limit: number) => Math.min(limit, MAX_PAGE_SIZE);

/** The escape character for LIKE: the same on MySQL and SQLite (a backslash is not). */
export const LIKE_ESCAPE = '!';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%"; use with `ESCAPE '!'`. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
