import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { RecordHistory, type RecordHistoryProps } from './RecordHistory';

export interface RecordTabsProps extends RecordHistoryProps {
  /** The edit form and whatever else the edit page shows. */
  children: ReactNode;
}

/**
 * An edit page's tabs: Details (the form) and History (the record's audit entries). History asks
 * the server only once it is opened.
 */
export function RecordTabs({ entity, entityId, children }: RecordTabsProps) {
  return (
    <Tabs
      className="record-tabs"
      items={[
        { key: 'details', label: 'Details', children },
        { key: 'history', label: 'History', children: <RecordHistory entity={entity} entityId={entityId} /> },
      ]}
    />
  );
}
