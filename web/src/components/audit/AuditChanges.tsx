import type { AuditEntryFieldsFragment } from '../../gql/graphql';
import './audit.css';

type Change = AuditEntryFieldsFragment['changes'][number];

/** A field name as a label: 'netSalary' -> 'Net salary'. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as the server sent it; JSON text (a list, an object) shown as it is, nothing as an em dash. */
function Value({ value }: { value: string | null | undefined }) {
  if (value === null || value === undefined || value === '') return <span className="audit-diff__none">(empty)</span>;
  return <span className="audit-diff__value">{value}</span>;
}

/**
 * A masked field shows only what the server let through (a bank account's last 4) or that it changed:
 * the server never sends the real values, and nothing here tries to show more.
 */
function MaskedValue({ value }: { value: string | null | undefined }) {
  return value ? (
    <span className="audit-diff__value">{value}</span>
  ) : (
    <span className="audit-diff__masked">hidden</span>
  );
}

export interface AuditChangesProps {
  changes: readonly Change[];
  /** The accessible name of the table, such as "Changes to Project 'Acme site'". */
  label: string;
}

/** An entry's field diff: each changed field, its value before and after. */
export function AuditChanges({ changes, label }: AuditChangesProps) {
  if (changes.length === 0) return <p className="audit-diff__empty">No field changes recorded.</p>;
  return (
    <table className="audit-diff" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">From</th>
          <th scope="col">To</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">
              {fieldLabel(change.field)}
              {change.masked && <span className="audit-diff__tag">changed, values hidden</span>}
            </th>
            <td>{change.masked ? <MaskedValue value={change.from} /> : <Value value={change.from} />}</td>
            <td>{change.masked ? <MaskedValue value={change.to} /> : <Value value={change.to} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
