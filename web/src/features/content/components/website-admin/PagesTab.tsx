import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { CONTENT_PAGE_ADMIN_TEXTS as T } from '../../admin-texts';
import { ContentPagesTable } from './ContentPagesTable';

/** The content pages (about, terms, privacy and any added at /pages/{slug}) and a way to add one. */
export function PagesTab() {
  const navigate = useNavigate();
  return (
    <div className="website-admin__pages">
      <div className="website-admin__toolbar">
        <p className="website-admin__note">Pages of their own, each at its address on the site.</p>
        <Button type="primary" onClick={() => navigate('/admin/website/pages/new')}>
          {T.add}
        </Button>
      </div>
      <ContentPagesTable />
    </div>
  );
}
