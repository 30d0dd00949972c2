import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PAGES_TAB } from '../admin-texts';
import { useContentPageActions } from '../api/useContentPageActions';
import { ContentPageForm } from '../components/website-admin/ContentPageForm';
import { EMPTY_CONTENT_PAGE, toNewContentPageInput } from '../schemas/content-page.schema';

/** Adds a content page, then goes back to the Pages tab. */
export default function NewContentPagePage() {
  const navigate = useNavigate();
  const { create } = useContentPageActions();
  return (
    <Card>
      <ContentPageForm
        mode="create"
        initialValues={EMPTY_CONTENT_PAGE}
        onCancel={() => navigate(PAGES_TAB)}
        onSubmit={async (values) => {
          await create(toNewContentPageInput(values));
          navigate(PAGES_TAB);
        }}
      />
    </Card>
  );
}
