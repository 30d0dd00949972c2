import { CONTACT_MESSAGE_STATE } from '@site/shared';
import type {
  ContactMessageSort,
  ContactMessageState,
  NewsletterSubscriptionSort,
  SortDirection,
} from '../../gql/graphql';

export const INBOX_PAGE_SIZE = 10;

/** The tabs, kept in the URL as `?tab=`; Messages is the bare URL. */
export const INBOX_TABS = { messages: 'messages', newsletter: 'newsletter' } as const;
export type InboxTab = (typeof INBOX_TABS)[keyof typeof INBOX_TABS];
export const TAB_PARAM = 'tab';

export const MESSAGE_SORTS: readonly ContactMessageSort[] = ['RECEIVED', 'NAME', 'SUBJECT'];
export const MESSAGE_DEFAULT_SORT: { field: ContactMessageSort; direction: SortDirection } = {
  field: 'RECEIVED',
  direction: 'DESC',
};
export const SIGNUP_SORTS: readonly NewsletterSubscriptionSort[] = ['SIGNED_UP', 'EMAIL'];
export const SIGNUP_DEFAULT_SORT: { field: NewsletterSubscriptionSort; direction: SortDirection } = {
  field: 'SIGNED_UP',
  direction: 'DESC',
};

/** The state filter's URL parameter; its values are the shared table's ('open', 'handled'), as the CSV link reads them. */
export const STATE_PARAM = 'state';
const { OPEN, HANDLED } = CONTACT_MESSAGE_STATE;
export const STATE_OPTIONS = [
  { value: '', label: 'All' },
  { value: OPEN.value, label: OPEN.label },
  { value: HANDLED.value, label: HANDLED.label },
];
/** The URL's word for a state as the API's enum; anything else means all messages. */
export const apiState = (value: string | null): ContactMessageState | null =>
  value === OPEN.value ? 'OPEN' : value === HANDLED.value ? 'HANDLED' : null;
export const STATE_LABEL = (handled: boolean) => (handled ? HANDLED.label : OPEN.label);

export const MESSAGE_LIST_TEXTS = {
  loading: 'Loading messages...',
  empty: 'No messages yet',
  error: 'Error loading messages',
};
export const SIGNUP_LIST_TEXTS = {
  loading: 'Loading sign-ups...',
  empty: 'No sign-ups yet',
  error: 'Error loading sign-ups',
};

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** 'Mar 4, 2026, 9:15 AM' in the viewer's time zone. */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
