import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ListPanel } from '../../../components/admin-list';
import { MessagesTab } from '../components/MessagesTab';
import { NewsletterTab } from '../components/NewsletterTab';
import { INBOX_TABS, TAB_PARAM, type InboxTab } from '../constants';
import '../inbox.css';

/** The back office's inbox: contact form messages and newsletter sign-ups, one tab each. */
export default function InboxPage() {
  const [params, setParams] = useSearchParams();
  const tab: InboxTab = params.get(TAB_PARAM) === INBOX_TABS.newsletter ? INBOX_TABS.newsletter : INBOX_TABS.messages;
  // A tab starts from its own bare list: the other tab's search, filter and page do not carry over.
  const open = (key: string) =>
    setParams(key === INBOX_TABS.newsletter ? { [TAB_PARAM]: INBOX_TABS.newsletter } : new URLSearchParams());

  return (
    <ListPanel>
      <Tabs
        activeKey={tab}
        onChange={open}
        destroyOnHidden
        items={[
          { key: INBOX_TABS.messages, label: 'Messages', children: <MessagesTab /> },
          { key: INBOX_TABS.newsletter, label: 'Newsletter', children: <NewsletterTab /> },
        ]}
      />
    </ListPanel>
  );
}
