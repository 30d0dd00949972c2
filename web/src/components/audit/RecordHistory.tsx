import { useState } from 'react';
import { NO_AUDIT_FILTERS, useAuditEntries } from './audit-entries';
import { AuditEntryTable } from './AuditEntryTable';

/** Entries per page of a record's history. */
export const HISTORY_PAGE_SIZE = 10;

export interface RecordHistoryProps {
  /** The audit trail's name of the record's kind, such as 'Project'. */
  entity: string;
  entityId: number | string;
}

/** A record's own audit entries, newest first, paged; each opens to its field changes. */
export function RecordHistory({ entity, entityId }: RecordHistoryProps) {
  // The page lives here, not in the URL: the edit page's own address stays the record's.
  const [page, setPage] = useState(1);
  const offset = (page - 1) * HISTORY_PAGE_SIZE;
  const result = useAuditEntries({
    ...NO_AUDIT_FILTERS,
    offset,
    limit: HISTORY_PAGE_SIZE,
    entity,
    entityId: String(entityId),
  });
  const shown = result.data ?? result.previousData;
  return (
    <AuditEntryTable
      rows={shown?.auditEntries.items ?? []}
      total={shown?.auditEntries.total ?? 0}
      loading={result.loading}
      error={result.error}
      onRetry={() => result.refetch()}
      page={page}
      pageSize={HISTORY_PAGE_SIZE}
      onPageChange={(next) => setPage(next)}
      empty="No history recorded for this record yet"
      errorText="Error loading history"
    />
  );
}
