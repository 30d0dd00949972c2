import { NEWSLETTER_LIMITS as L, NEWSLETTER_MESSAGES as M } from '@site/shared';
import { IsOptional } from 'class-validator';
import { ArgsType, Field, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated, SortDirection, SortedPageArgs } from '../../common/pagination';
import { MaxTrimmedLength } from '../../common/trimmed-text';
import { NewsletterSubscription } from './newsletter.entity';

@ObjectType({ description: 'One page of newsletter sign-ups and how many match in all.' })
export class NewsletterSubscriptionPage extends Paginated(NewsletterSubscription, 'sign-ups') {}

/** The columns the sign-ups can be sorted by. */
export enum NewsletterSubscriptionSort {
  SIGNED_UP = 'SIGNED_UP',
  EMAIL = 'EMAIL',
}
registerEnumType(NewsletterSubscriptionSort, {
  name: 'NewsletterSubscriptionSort',
  description: 'A column the newsletter sign-ups sort by.',
});

export const NEWSLETTER_SORT_COLUMNS: Record<NewsletterSubscriptionSort, string> = {
  [NewsletterSubscriptionSort.SIGNED_UP]: 's.createdAt',
  // Stored lower-cased already.
  [NewsletterSubscriptionSort.EMAIL]: 's.email',
};

const NEWEST_FIRST = { sort: NewsletterSubscriptionSort.SIGNED_UP, direction: SortDirection.DESC };

@ArgsType()
export class NewsletterSubscriptionsArgs extends SortedPageArgs(NewsletterSubscriptionSort, NEWEST_FIRST) {
  @Field({ nullable: true, description: 'Case-insensitive text found in the address.' })
  @IsOptional()
  @MaxTrimmedLength(L.search, { message: M.searchMax })
  search?: string;
}
