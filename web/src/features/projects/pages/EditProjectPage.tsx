import { Alert, Card } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/PageLoader';
import { errorCode, errorMessage, fieldErrors } from '../../../lib/errors';
import { useProject } from '../api/projects';
import { useProjectActions } from '../api/useProjectActions';
import { ProjectForm } from '../components/ProjectForm';
import { toFormValues } from '../schemas/project.schema';

export default function EditProjectPage() {
  const id = Number.parseInt(useParams().id ?? '', 10);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const actions = useProjectActions();
  const { data, loading, error } = useProject(id, !valid);
  const notFound = !valid || errorCode(error) === 'NOT_FOUND';

  if (notFound) return <Navigate to="/admin/projects" replace />;
  if (error && !data)
    return <Alert type="error" showIcon title="Error loading projects" description={errorMessage(error)} />;
  if (loading || !data) return <PageLoader label="Loading project..." />;

  return (
    <Card>
      <ProjectForm
        mode="edit"
        initialValues={toFormValues(data.project)}
        onCancel={() => navigate('/admin/projects')}
        onSubmit={async (input, helpers) => {
          try {
            await actions.update(id, input);
            navigate('/admin/projects');
          } catch (e) {
            helpers.setErrors(fieldErrors(e));
          }
        }}
      />
    </Card>
  );
}
