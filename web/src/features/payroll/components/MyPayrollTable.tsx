import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { AdminTable, type AdminColumn } from '../../../components/admin-list';
import type { PayrollFieldsFragment } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/format';
import { MY_PAYROLL_TEXTS } from '../constants';
import { PayrollStatusTag } from './PayrollStatusTag';
import '../payroll.css';

type Row = PayrollFieldsFragment;

export interface MyPayrollTableProps {
  rows: readonly Row[];
  loading: boolean;
  error?: unknown;
  onRetry: () => unknown;
  onView: (payroll: Row) => void;
}

/** A year of months on a page; the employee's own records are few. */
const PAGE_SIZE = 12;

/** An amount column; on a phone only the net stays (the details have the rest). */
const amount = (title: string, key: 'basicSalary' | 'allowances' | 'deductions' | 'bonus' | 'netSalary') =>
  ({
    title,
    key,
    align: 'right',
    responsive: key === 'netSalary' ? undefined : ['md'],
    render: (_, p) => (
      <span className={`payroll-table__amount${key === 'netSalary' ? ' payroll-table__net' : ''}`}>
        {formatMoney(p[key])}
      </span>
    ),
  }) satisfies AdminColumn<Row>;

/** The employee's own records: pay, status and View Details. */
export function MyPayrollTable({ rows, loading, error, onRetry, onView }: MyPayrollTableProps) {
  const [page, setPage] = useState(1);
  const columns: AdminColumn<Row>[] = [
    { title: 'Month', dataIndex: 'month', key: 'month' },
    amount('Basic Salary', 'basicSalary'),
    amount('Allowances', 'allowances'),
    amount('Deductions', 'deductions'),
    amount('Bonus', 'bonus'),
    amount('Net Salary', 'netSalary'),
    { title: 'Status', key: 'status', render: (_, p) => <PayrollStatusTag status={p.paymentStatus} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, p) => (
        <Button
          size="small"
          icon={<EyeOutlined />}
          aria-label={`View Details: ${p.month}`}
          title="View Details"
          onClick={() => onView(p)}
        >
          <span className="payroll-actions__text">View Details</span>
        </Button>
      ),
    },
  ];
  return (
    <AdminTable<Row>
      rows={rows}
      total={rows.length}
      loading={loading}
      error={error}
      onRetry={onRetry}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      columns={columns}
      texts={MY_PAYROLL_TEXTS}
    />
  );
}
