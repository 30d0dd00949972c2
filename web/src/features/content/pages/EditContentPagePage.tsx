import { Alert, Card } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { RetryButton } from '../../../components/LoadStates';
import { PageLoader } from '../../../components/PageLoader';
import { RecordTabs } from '../../../components/audit/RecordTabs';
import { errorCode, errorMessage } from '../../../lib/errors';
import { PAGES_TAB } from '../admin-texts';
import { useContentPageForEdit, useContentPages } from '../api/content-pages';
import { useContentPageActions } from '../api/useContentPageActions';
import { ContentPageForm } from '../components/website-admin/ContentPageForm';
import { toContentPageInput } from '../schemas/content-page.schema';

/** Edits a content page found by its id (the list gives its slug, the page query its body). */
export default function EditContentPagePage() {
  const id = Number.parseInt(useParams().id ?? '', 10);
  const navigate = useNavigate();
  const { update } = useContentPageActions();
  const list = useContentPages();
  const slug = list.data?.pages.find((page) => page.id === id)?.slug;
  const page = useContentPageForEdit(slug);

  const unknown = !Number.isInteger(id) || id < 1 || (list.data && !slug) || errorCode(page.error) === 'NOT_FOUND';
  if (unknown) return <Navigate to={PAGES_TAB} replace />;
  const error = (!list.data && list.error) || (!page.data && page.error);
  if (error) {
    const retry = () => (list.data ? page.refetch() : list.refetch());
    return (
      <Alert
        type="error"
        showIcon
        title="Error loading page"
        description={errorMessage(error)}
        action={<RetryButton onRetry={retry} />}
      />
    );
  }
  if (!page.data) return <PageLoader label="Loading page..." />;

  const { title, summary, body } = page.data.page;
  return (
    <RecordTabs entity="ContentPage" entityId={id}>
      <Card>
        <ContentPageForm
          mode="edit"
          initialValues={{ title, summary, body }}
          onCancel={() => navigate(PAGES_TAB)}
          onSubmit={async (values) => {
            await update(id, toContentPageInput(values));
            navigate(PAGES_TAB);
          }}
        />
      </Card>
    </RecordTabs>
  );
}
