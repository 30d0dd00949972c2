import { useState } from 'react';
import { ExportCsvButton, ListToolbar, useAdminList } from '../../../components/admin-list';
import type { PayrollFieldsFragment } from '../../../gql/graphql';
import { useAdminPayrolls } from '../api/payroll';
import { usePayrollActions } from '../api/usePayrollActions';
import { ADMIN_DEFAULT_SORT, ADMIN_PAGE_SIZE, PAYROLL_SORTS } from '../constants';
import { MONTH_PARAM, monthFromParam, monthToParam } from '../month';
import { EditPayrollDialog } from './EditPayrollDialog';
import { MonthFilter } from './MonthFilter';
import { PaymentDialog } from './PaymentDialog';
import { PayrollTable } from './PayrollTable';
import { RunPayrollButton } from './RunPayrollButton';

/** 'View Payrolls': the month's records (the current month first), searched, exported, paid, edited and run. */
export function PayrollList() {
  const list = useAdminList({
    sortFields: PAYROLL_SORTS,
    defaultSort: ADMIN_DEFAULT_SORT,
    defaultPageSize: ADMIN_PAGE_SIZE,
    filters: [MONTH_PARAM],
    searchLabel: 'Search payroll records',
    searchPlaceholder: 'Search by employee name or status...',
  });
  const month = monthFromParam(list.state.filters.month);
  const result = useAdminPayrolls({ ...list.variables, month });
  const actions = usePayrollActions();
  const [paying, setPaying] = useState<PayrollFieldsFragment | null>(null);
  const [editing, setEditing] = useState<PayrollFieldsFragment | null>(null);
  const { search, sort } = list.state;

  return (
    <>
      <ListToolbar
        {...list.toolbar}
        filters={<MonthFilter value={month} onChange={(m) => list.state.setFilter(MONTH_PARAM, monthToParam(m))} />}
        actions={
          <>
            {/* The month shown, not the address's: a fresh list exports the current month too. */}
            <ExportCsvButton
              path="/api/export/payrolls.csv"
              params={{ search, month, sort: sort.field, direction: sort.direction }}
            />
            <RunPayrollButton month={month} onRun={actions.runMonthly} />
          </>
        }
      />
      <PayrollTable
        {...list.table(result, (data) => data.adminPayrolls)}
        onPay={setPaying}
        onEdit={setEditing}
        onDelete={(p) => list.saveRow(p.id, () => actions.remove(p.id))}
      />
      <PaymentDialog
        payroll={paying}
        onPay={actions.processPayment}
        onClose={() => setPaying(null)}
        onStale={() => void result.refetch().catch(() => {})}
      />
      <EditPayrollDialog payroll={editing} onSave={actions.update} onClose={() => setEditing(null)} />
    </>
  );
}
