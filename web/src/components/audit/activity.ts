import type { AuditEntryFieldsFragment } from '../../gql/graphql';

/** The audit trail's record kinds (the server's entity names) as people say them. */
export const ENTITY_LABELS: Readonly<Record<string, string>> = {
  ApiKey: 'API key',
  ContactMessage: 'Contact message',
  ContentPage: 'Content page',
  Employee: 'Employee',
  LeaveRequest: 'Leave request',
  NewsletterSubscription: 'Newsletter subscription',
  PayrollRecord: 'Payroll record',
  Project: 'Project',
  QuoteRequest: 'Quote',
  Service: 'Service',
  User: 'User',
  WebsiteContent: 'Website content',
};

/** An entity name the table does not know reads as its words: 'SomeThing' -> 'Some thing'. */
export function entityLabel(entity: string): string {
  const known = ENTITY_LABELS[entity];
  if (known) return known;
  const words = entity.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const VERBS: Readonly<Record<string, string>> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  feature: 'changed the featuring of',
  status: 'changed the status of',
  // A partner's request refused (revoked, expired, over budget, outside its scopes): the caller is its address.
  refused: 'was refused with',
};

/** An action as a verb in a sentence: 'update' -> 'updated'; a feature's own verb as it is. */
export const actionVerb = (action: string): string => VERBS[action] ?? action;

/** An action as a filter option's label: 'update' -> 'Update'. */
export const actionLabel = (action: string): string => action.charAt(0).toUpperCase() + action.slice(1);

type SentenceEntry = Pick<AuditEntryFieldsFragment, 'actorName' | 'action' | 'entity' | 'label'>;

/** "Sam Taylor updated Project 'Acme site'". */
export function activitySentence(entry: SentenceEntry): string {
  return `${entry.actorName} ${actionVerb(entry.action)} ${entityLabel(entry.entity)} '${entry.label}'`;
}

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** '5 minutes ago', 'yesterday', '3 weeks ago': how long ago `iso` was, seen from `now`. */
export function relativeTime(iso: string, now = new Date()): string {
  let amount = (new Date(iso).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of STEPS) {
    // Compared once rounded, so 11.99 months reads 'last year' rather than '12 months ago'.
    if (Math.abs(Math.round(amount)) < size) {
      // Within a minute reads 'now' rather than a count of seconds that is already stale.
      return unit === 'second' && Math.abs(amount) < 45 ? 'just now' : RELATIVE.format(Math.round(amount), unit);
    }
    amount /= size;
  }
  return RELATIVE.format(Math.round(amount), 'year');
}

const AT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** 'Mar 4, 2026, 9:15 AM' in the viewer's time zone. */
export const formatAt = (iso: string) => AT.format(new Date(iso));
