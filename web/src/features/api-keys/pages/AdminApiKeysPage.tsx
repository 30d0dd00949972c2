import { PlusOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { ListPanel, ListToolbar, useAdminList } from '../../../components/admin-list';
import type { ApiKeyFieldsFragment, IssuedApiKeyFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { useApiKeys } from '../api/api-keys';
import { useApiKeyActions } from '../api/useApiKeyActions';
import { ApiKeyTable } from '../components/ApiKeyTable';
import { CreateApiKeyDialog } from '../components/CreateApiKeyDialog';
import { RollApiKeyDialog } from '../components/RollApiKeyDialog';
import { asStatus, StatusFilter } from '../components/StatusFilter';
import { TokenDialog } from '../components/TokenDialog';
import { API_KEY_LIST_OPTIONS, STATUS_FILTER } from '../constants';
import '../api-keys.css';

/** A token on screen, and what to say beside it. */
interface Shown {
  issued: IssuedApiKeyFieldsFragment;
  note?: string;
}

/** API Keys (/admin/api-keys, admins): the partner keys, a new one, and each key's roll and revoke. */
export default function AdminApiKeysPage() {
  const list = useAdminList({
    ...API_KEY_LIST_OPTIONS,
    searchLabel: 'Search API keys',
    searchPlaceholder: 'Search by name or prefix...',
  });
  const { search, filters, setFilter } = list.state;
  const status = asStatus(filters.status);
  const { offset, limit } = list.variables;
  const result = useApiKeys({ offset, limit, search, status });
  const actions = useApiKeyActions();

  const [creating, setCreating] = useState(false);
  const [rolling, setRolling] = useState<ApiKeyFieldsFragment | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);

  return (
    <ListPanel>
      <Typography.Paragraph type="secondary" className="api-keys-intro">
        Partners call the API with a key as <code>Authorization: Bearer …</code>; each key reaches only its scopes. The{' '}
        <a href="/docs/api">API guide</a> explains the rest.
      </Typography.Paragraph>
      <ListToolbar
        {...list.toolbar}
        filters={<StatusFilter value={status} onChange={(s) => setFilter(STATUS_FILTER, s)} />}
        actions={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            New API Key
          </Button>
        }
      />
      <ApiKeyTable
        {...list.table(result, (data) => data.apiKeys)}
        filtered={Boolean(search || status)}
        onRoll={setRolling}
        onRevoke={(k) => list.saveRow(k.id, () => actions.revoke(k.id))}
      />
      <CreateApiKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreate={actions.create}
        onCreated={(issued) => {
          setCreating(false);
          setShown({ issued });
        }}
      />
      <RollApiKeyDialog
        apiKey={rolling}
        onClose={() => setRolling(null)}
        onRoll={(k, overlapHours, expiresAt) => actions.roll(k.id, overlapHours, expiresAt)}
        onRolled={(issued) => {
          setRolling(null);
          setShown({ issued, note: rolledNote(issued) });
        }}
      />
      <TokenDialog issued={shown?.issued ?? null} note={shown?.note} onClose={() => setShown(null)} />
    </ListPanel>
  );
}

/** What a roll's token dialog adds: until when the new key lasts (the old one's end is in the list). */
const rolledNote = ({ key }: IssuedApiKeyFieldsFragment) =>
  `This new key replaces the old one and expires ${formatDateTime(key.expiresAt)}. The old key keeps working until the overlap ends.`;
