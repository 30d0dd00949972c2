import { AdminTable, type AdminColumn, type ListTableProps } from '../../../components/admin-list';
import type { NewsletterSubscriptionSort, NewsletterSubscriptionsQuery } from '../../../gql/graphql';
import { formatDateTime, SIGNUP_LIST_TEXTS } from '../constants';

export type Signup = NewsletterSubscriptionsQuery['newsletterSubscriptions']['items'][number];

export type SignupTableProps = ListTableProps<Signup, NewsletterSubscriptionSort>;

/** The newsletter's sign-ups: the address and when it joined. */
export function SignupTable(table: SignupTableProps) {
  const columns: AdminColumn<Signup, NewsletterSubscriptionSort>[] = [
    {
      title: 'Email',
      key: 'email',
      dataIndex: 'email',
      sortField: 'EMAIL',
      render: (email: string) => <a href={`mailto:${email}`}>{email}</a>,
    },
    {
      title: 'Signed up',
      key: 'signedUp',
      dataIndex: 'createdAt',
      sortField: 'SIGNED_UP',
      width: 200,
      render: (createdAt: string) => <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>,
    },
  ];
  return (
    <AdminTable<Signup, NewsletterSubscriptionSort>
      {...table}
      columns={columns}
      texts={SIGNUP_LIST_TEXTS}
      totalText={(n) => `${n} sign-ups`}
    />
  );
}
