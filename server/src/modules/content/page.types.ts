import { CONTENT_PAGE_LIMITS as L, CONTENT_PAGE_MESSAGES as M } from '@site/shared';
import { IsOptional } from 'class-validator';
import { ArgsType, Field, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated, SortDirection, SortedPageArgs } from '../../common/pagination';
import { MaxTrimmedLength } from '../../common/trimmed-text';
import { ContentPageSummary } from './page.entity';

@ObjectType({ description: 'One page of content pages (without their bodies) and how many match in all.' })
export class ContentPageList extends Paginated(ContentPageSummary, 'pages') {}

/** The columns the back office's content pages list can be sorted by. */
export enum ContentPageSort {
  TITLE = 'TITLE',
  SLUG = 'SLUG',
  UPDATED = 'UPDATED',
}
registerEnumType(ContentPageSort, {
  name: 'ContentPageSort',
  description: 'A column the content pages list can be sorted by.',
});

/** The SQL each sort orders by: text case-insensitively, so SQLite and MariaDB agree. */
export const CONTENT_PAGE_SORT_COLUMNS: Record<ContentPageSort, string> = {
  [ContentPageSort.TITLE]: 'LOWER(p.title)',
  [ContentPageSort.SLUG]: 'p.slug',
  [ContentPageSort.UPDATED]: 'p.updatedAt',
};

@ArgsType()
export class AdminPagesArgs extends SortedPageArgs(ContentPageSort, {
  sort: ContentPageSort.TITLE,
  direction: SortDirection.ASC,
}) {
  @Field({ nullable: true, description: 'Case-insensitive text found in the title, address or summary.' })
  @IsOptional()
  @MaxTrimmedLength(L.search, { message: M.searchMax })
  search?: string;
}
