import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { downloadCsv } from './download-csv';

export interface ExportCsvButtonProps {
  /** The server's export, such as '/api/export/projects.csv'. */
  path: string;
  /** The list's current filters and sort, as the export route reads them (empty values are left out). */
  params: Record<string, string | null | undefined>;
  label?: string;
}

/** 'Export CSV': downloads the list, filtered and sorted as shown, from the server. */
export function ExportCsvButton({ path, params, label = 'Export CSV' }: ExportCsvButtonProps) {
  const { notification } = App.useApp();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadCsv(path, params);
    } catch (error) {
      notification.error({ title: 'Export failed', description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void onClick()}>
      {label}
    </Button>
  );
}
