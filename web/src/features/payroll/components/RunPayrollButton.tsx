import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';

export interface RunPayrollButtonProps {
  /** The month shown (yyyy-MM); null (every month) leaves nothing to run. */
  month: string | null;
  /** Runs it; rejects after its failure toast. */
  onRun: (month: string) => Promise<unknown>;
}

/** 'Run monthly payroll': after a question, the Pending records of the month for everyone who has none yet. */
export function RunPayrollButton({ month, onRun }: RunPayrollButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!month) return;
    setBusy(true);
    try {
      await onRun(month);
    } catch {
      // The failure toast has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm
      title={`Run the monthly payroll for ${month}?`}
      description="Every Active employee without a record that month gets a Pending one from their salary."
      okText="Run payroll"
      cancelText="Cancel"
      onConfirm={() => void run()}
      disabled={!month}
    >
      <Button
        icon={<ThunderboltOutlined />}
        loading={busy}
        disabled={!month}
        title={month ? undefined : 'Choose a month to run'}
      >
        Run monthly payroll
      </Button>
    </Popconfirm>
  );
}
