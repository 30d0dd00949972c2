import { Link } from 'react-router-dom';
import { AdminTable, type AdminColumn, type ListTableProps } from '../admin-list';
import type { AuditEntryFieldsFragment } from '../../gql/graphql';
import { activitySentence, formatAt, relativeTime } from './activity';
import { AuditChanges } from './AuditChanges';
import './audit.css';

export type AuditEntry = AuditEntryFieldsFragment;

/** The sentence, a link to the record when it has a page the viewer may open. */
export function ActivityText({ entry }: { entry: AuditEntry }) {
  const sentence = activitySentence(entry);
  return entry.link ? (
    <Link to={entry.link} className="audit-entry__sentence">
      {sentence}
    </Link>
  ) : (
    <span className="audit-entry__sentence">{sentence}</span>
  );
}

/** '5 minutes ago', the exact time on hover and for screen readers. */
export function EntryTime({ at, now }: { at: string; now?: Date }) {
  return (
    <time dateTime={at} title={formatAt(at)} className="audit-entry__when">
      {relativeTime(at, now)}
    </time>
  );
}

const columns: AdminColumn<AuditEntry>[] = [
  { title: 'Activity', key: 'activity', render: (_, entry) => <ActivityText entry={entry} /> },
  { title: 'User', key: 'user', dataIndex: 'actorName' },
  { title: 'When', key: 'at', render: (_, entry) => <EntryTime at={entry.at} /> },
  {
    title: 'Changes',
    key: 'changes',
    render: (_, entry) => (entry.changes.length === 1 ? '1 field' : `${entry.changes.length} fields`),
  },
];

export interface AuditEntryTableProps extends ListTableProps<AuditEntry> {
  /** What the list says while empty: no entries yet, or none match the filters. */
  empty: string;
  errorText?: string;
}

/** Audit entries, newest first, paged; each row opens to its field changes. */
export function AuditEntryTable({ empty, errorText = 'Error loading activity', ...list }: AuditEntryTableProps) {
  return (
    <AdminTable<AuditEntry>
      {...list}
      columns={columns}
      texts={{ loading: 'Loading activity...', empty, error: errorText }}
      totalText={(total) => (total === 1 ? '1 entry' : `${total} entries`)}
      expandable={{
        expandedRowRender: (entry) => (
          <AuditChanges changes={entry.changes} label={`Changes: ${activitySentence(entry)}`} />
        ),
        rowExpandable: (entry) => entry.changes.length > 0,
      }}
    />
  );
}
