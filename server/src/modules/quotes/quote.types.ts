import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { Paginated } from '../../common/pagination';
import { caseless } from '../../db/sql-dialect';
import { QuoteRequest } from './quote-request.entity';

@ObjectType({ description: 'One page of quote requests and how many match in all.' })
export class QuotePage extends Paginated(QuoteRequest, 'quote requests') {}

/** The columns the quotes list can be sorted by. */
export enum QuoteSort {
  SUBMITTED_AT = 'SUBMITTED_AT',
  NAME = 'NAME',
}
registerEnumType(QuoteSort, { name: 'QuoteSort', description: 'A column the quotes list can be sorted by.' });

/** The SQL each sort orders by: text case-insensitively, so SQLite and MariaDB agree, each served by an index. */
export const quoteSortColumns = (dataSource: DataSource): Record<QuoteSort, string> => ({
  [QuoteSort.SUBMITTED_AT]: 'q.submittedAt',
  [QuoteSort.NAME]: caseless(dataSource, 'q.name'),
});

@ObjectType({ description: 'Counted by the database over all quotes (not the filtered page).' })
export class QuoteStats {
  @Field(() => Int)
  total: number;

  @Field(() => Int)
  pending: number;

  @Field(() => Int)
  responded: number;

  @Field(() => Int, { description: 'Budget 50k+.' })
  highValue: number;

  @Field(() => Int, { description: 'Pending and overdue.' })
  overdue: number;
}
