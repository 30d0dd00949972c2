import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ListPanel } from '../../../components/admin-list';
import { CreatePayroll } from '../components/CreatePayroll';
import { PayrollList } from '../components/PayrollList';
import '../payroll.css';

/** The tab in the address: the list unless it says create. */
const TAB = 'tab';
type Tab = 'list' | 'create';

export default function AdminPayrollPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get(TAB) === 'create' ? 'create' : 'list';
  const show = (next: Tab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'create') updated.set(TAB, next);
      else updated.delete(TAB);
      return updated;
    });

  return (
    <ListPanel>
      <Tabs
        activeKey={tab}
        onChange={(key) => show(key as Tab)}
        items={[
          { key: 'list', label: 'View Payrolls', children: <PayrollList /> },
          { key: 'create', label: 'Create Payroll', children: <CreatePayroll onCancel={() => show('list')} /> },
        ]}
      />
    </ListPanel>
  );
}
