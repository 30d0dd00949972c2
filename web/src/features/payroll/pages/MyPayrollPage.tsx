import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../../components/PageLoader';
import type { PayrollFieldsFragment } from '../../../gql/graphql';
import { useMyPayrollProfile, useMyPayrolls } from '../api/payroll';
import { DEPARTMENT_LABELS } from '../constants';
import { LoadFailed } from '../components/LoadFailed';
import { MonthFilter } from '../components/MonthFilter';
import { MyPayrollDialog } from '../components/MyPayrollDialog';
import { MyPayrollTable } from '../components/MyPayrollTable';
import { ProfileNotFound } from '../components/ProfileNotFound';
import { MONTH_PARAM, monthFromParam, monthToParam } from '../month';
import '../payroll.css';

export default function MyPayrollPage() {
  const [params, setParams] = useSearchParams();
  const month = monthFromParam(params.get(MONTH_PARAM));
  const setMonth = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      const value = monthToParam(next);
      if (value === null) updated.delete(MONTH_PARAM);
      else updated.set(MONTH_PARAM, value);
      return updated;
    });
  const profile = useMyPayrollProfile();
  const employee = profile.data?.me?.employee ?? null;
  const records = useMyPayrolls(month, !employee);
  const [viewing, setViewing] = useState<PayrollFieldsFragment | null>(null);

  if (profile.error && !profile.data)
    return <LoadFailed title="Error loading payroll data" error={profile.error} onRetry={profile.refetch} />;
  if (profile.loading || !profile.data) return <PageLoader label="Loading payroll data..." />;
  if (!employee) return <ProfileNotFound />;

  const rows = (records.data ?? records.previousData)?.myPayrolls ?? [];
  return (
    <div className="my-payroll">
      <Card>
        <div className="my-payroll__who">
          <Typography.Title level={2} className="my-payroll__name">
            {employee.name}
          </Typography.Title>
          <Typography.Text>{employee.position}</Typography.Text>
          <Typography.Text type="secondary">{DEPARTMENT_LABELS[employee.department]}</Typography.Text>
        </div>
      </Card>
      <Card>
        <div className="admin-list__toolbar">
          <MonthFilter value={month} onChange={setMonth} />
        </div>
        <MyPayrollTable
          rows={rows}
          loading={records.loading}
          error={records.error}
          onRetry={() => records.refetch()}
          onView={setViewing}
        />
      </Card>
      <MyPayrollDialog payroll={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
