import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../../../lib/download';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { PAYROLL_TOASTS as T } from '../constants';

export interface PayslipButtonProps {
  payroll: { id: number; payslipPath: string };
  /** 'Generate Payslip' (admins) or 'Download Payslip' (the employee). */
  label: string;
  /** Said once the file has been handed to the browser, if anything. */
  done?: { title: string; description?: string };
  type?: 'primary' | 'default';
}

/** Downloads the record's PDF payslip with the signed-in user's session; a failure says why. */
export function PayslipButton({ payroll, label, done, type = 'default' }: PayslipButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(payroll.payslipPath, `payslip-${payroll.id}.pdf`);
      if (done) toast.success(done.title, done.description);
    } catch (error) {
      toast.error(T.payslipFailed.title, errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type={type} icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      {label}
    </Button>
  );
}
