import { AdminTable, type AdminColumn, type ListTableProps } from '../../../components/admin-list';
import type { PayrollFieldsFragment, PayrollSort } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/format';
import { PAYROLL_LIST_TEXTS, UNKNOWN } from '../constants';
import { PayrollActions, type PayrollActionsProps } from './PayrollActions';
import { PayrollStatusTag } from './PayrollStatusTag';
import { ReviewFlag } from './ReviewFlag';
import '../payroll.css';

export type PayrollTableProps = ListTableProps<PayrollFieldsFragment, PayrollSort> &
  Pick<PayrollActionsProps, 'onPay' | 'onEdit' | 'onDelete'>;

type Row = PayrollFieldsFragment;

/** An amount column, right-aligned; the parts of the pay leave a phone's table (the detail page has them). */
const amount = (
  title: string,
  key: keyof Row & string,
  phone = false,
  sortField?: PayrollSort,
): AdminColumn<Row, PayrollSort> => ({
  title,
  key,
  align: 'right',
  sortField,
  responsive: phone ? undefined : ['md'],
  render: (_, p) => (
    <span className={`payroll-table__amount${key === 'netSalary' ? ' payroll-table__net' : ''}`}>
      {formatMoney(String(p[key]))}
    </span>
  ),
});

/** The payroll records of the list: pay, status, the review flag, and each row's actions. */
export function PayrollTable({ busyIds, onPay, onEdit, onDelete, ...table }: PayrollTableProps) {
  const columns: AdminColumn<Row, PayrollSort>[] = [
    {
      title: 'Employee',
      key: 'employee',
      sortField: 'EMPLOYEE',
      render: (_, p) => (
        <span className="payroll-table__employee">
          <strong>{p.employee?.name ?? UNKNOWN}</strong>
          {p.needsReview && <ReviewFlag previousNet={p.previousNetSalary} />}
        </span>
      ),
    },
    { title: 'Month', dataIndex: 'month', key: 'month', sortField: 'MONTH' },
    amount('Basic Salary', 'basicSalary'),
    amount('Allowances', 'allowances'),
    amount('Deductions', 'deductions'),
    amount('Bonus', 'bonus'),
    amount('Net Salary', 'netSalary', true, 'NET_SALARY'),
    {
      title: 'Status',
      key: 'status',
      sortField: 'STATUS',
      render: (_, p) => <PayrollStatusTag status={p.paymentStatus} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, p) => (
        <PayrollActions
          payroll={p}
          onPay={onPay}
          onEdit={onEdit}
          onDelete={onDelete}
          busy={busyIds?.has(p.id) ?? false}
        />
      ),
    },
  ];
  return (
    <AdminTable<Row, PayrollSort>
      {...table}
      columns={columns}
      busyIds={busyIds}
      texts={PAYROLL_LIST_TEXTS}
      totalText={(n) => `${n} payroll records`}
    />
  );
}
