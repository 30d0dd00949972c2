import { Alert, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListPanel } from '../../../components/admin-list';
import { PageLoading, RetryButton } from '../../../components/LoadStates';
import { errorMessage } from '../../../lib/errors';
import { WEBSITE_ADMIN_TEXTS as T } from '../admin-texts';
import { useSiteContent } from '../api/site-content';
import { AboutTab } from '../components/website-admin/AboutTab';
import { HomepageTab } from '../components/website-admin/HomepageTab';
import { PagesTab } from '../components/website-admin/PagesTab';
import { ServicesTab } from '../components/website-admin/ServicesTab';
import type { WebsiteTabProps } from '../components/website-admin/HomepageTab';
import '../website-admin.css';

const TABS = [
  { key: 'homepage', label: 'Homepage', Form: HomepageTab },
  { key: 'about', label: 'About', Form: AboutTab },
  { key: 'services', label: 'Services', Form: ServicesTab },
  { key: 'pages', label: 'Pages', Form: null },
] as const;

type TabKey = (typeof TABS)[number]['key'];
const isTab = (key: string | null): key is TabKey => TABS.some((tab) => tab.key === key);

/** The texts tabs need the saved texts first; each says so while they load or when they fail. */
function TextsTab({ Form }: { Form: (props: WebsiteTabProps) => ReactNode }) {
  const { content, loading, error, refetch } = useSiteContent({ fresh: true });
  if (content) return <Form content={content} onReload={() => refetch()} />;
  if (loading) return <PageLoading label={T.loading} />;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={T.loadFailed}
      description={errorMessage(error)}
      action={<RetryButton onRetry={() => refetch()} />}
    />
  );
}

/** /admin/website: the public site's texts, one tab (and one save) per part, and its content pages. */
export default function AdminWebsitePage() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const active: TabKey = isTab(wanted) ? wanted : 'homepage';

  // The tab lives in the address: a reload, Back and a shared link open the same one.
  const select = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'homepage') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: false },
    );

  return (
    <ListPanel className="website-admin">
      <Tabs
        activeKey={active}
        onChange={select}
        items={TABS.map(({ key, label, Form }) => ({
          key,
          label,
          children: Form ? <TextsTab Form={Form} /> : <PagesTab />,
        }))}
      />
    </ListPanel>
  );
}
