import { Card, Descriptions } from 'antd';
import type { PayrollFieldsFragment } from '../../../gql/graphql';
import { formatDate, formatMoney } from '../../../lib/format';
import { DEPARTMENT_LABELS, METHOD_LABELS, UNKNOWN } from '../constants';
import { PayrollStatusTag } from './PayrollStatusTag';
import '../payroll.css';

type Payroll = PayrollFieldsFragment;

/** Name, position, department and email; 'Unknown' for what cannot be read. */
export function EmployeeInfoCard({ employee }: { employee: Payroll['employee'] }) {
  return (
    <Card title="Employee Information" size="small">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'name', label: 'Name', children: employee?.name ?? UNKNOWN },
          { key: 'position', label: 'Position', children: employee?.position || UNKNOWN },
          {
            key: 'department',
            label: 'Department',
            children: employee ? DEPARTMENT_LABELS[employee.department] : UNKNOWN,
          },
          { key: 'email', label: 'Email', children: employee?.email || UNKNOWN },
        ]}
      />
    </Card>
  );
}

/** The payment's date and method, once it has been paid. */
export function paymentItems(p: Payroll) {
  return [
    ...(p.paymentDate ? [{ key: 'date', label: 'Payment Date', children: formatDate(p.paymentDate) }] : []),
    ...(p.paymentMethod ? [{ key: 'method', label: 'Payment Method', children: METHOD_LABELS[p.paymentMethod] }] : []),
  ];
}

/** Month and status, and the payment's date and method when there are any. */
export function PayrollDetailsCard({ payroll: p }: { payroll: Payroll }) {
  return (
    <Card title="Payroll Details" size="small">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'month', label: 'Month', children: p.month },
          { key: 'status', label: 'Status', children: <PayrollStatusTag status={p.paymentStatus} /> },
          ...paymentItems(p),
        ]}
      />
    </Card>
  );
}

/** Basic, +allowances, -deductions, +bonus and the net, each exact to the cent. */
export function SalaryBreakdown({ payroll: p }: { payroll: Payroll }) {
  const rows: [string, string][] = [
    ['Basic Salary', formatMoney(p.basicSalary)],
    ['Allowances', `+${formatMoney(p.allowances)}`],
    ['Deductions', `-${formatMoney(p.deductions)}`],
    ['Bonus', `+${formatMoney(p.bonus)}`],
  ];
  return (
    <dl className="payroll-breakdown">
      {rows.map(([label, amount]) => (
        <div key={label} className="payroll-breakdown__row">
          <dt>{label}</dt>
          <dd>{amount}</dd>
        </div>
      ))}
      <dt className="payroll-breakdown__net">Net Salary</dt>
      <dd className="payroll-breakdown__net">{formatMoney(p.netSalary)}</dd>
    </dl>
  );
}

export function SalaryBreakdownCard({ payroll }: { payroll: Payroll }) {
  return (
    <Card title="Salary Breakdown" size="small">
      <SalaryBreakdown payroll={payroll} />
    </Card>
  );
}
