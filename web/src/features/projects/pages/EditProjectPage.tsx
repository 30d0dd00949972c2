import { Alert, Card } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/PageLoader';
import { RecordTabs } from '../../../components/audit/RecordTabs';
import { errorCode, errorMessage } from '../../../lib/errors';
import { useAdminProject } from '../api/admin-projects';
import { useProjectActions } from '../api/useProjectActions';
import { EngagementPanel } from '../components/EngagementPanel';
import { ProjectForm } from '../components/ProjectForm';
import { toFormValues } from '../schemas/project.schema';
import '../projects-admin.css';

export default function EditProjectPage() {
  const id = Number.parseInt(useParams().id ?? '', 10);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { update } = useProjectActions();
  const { data, loading, error } = useAdminProject(id, !valid);

  if (!valid || errorCode(error) === 'NOT_FOUND') return <Navigate to="/admin/projects" replace />;
  if (error && !data)
    return <Alert type="error" showIcon title="Error loading projects" description={errorMessage(error)} />;
  if (loading || !data) return <PageLoader label="Loading project..." />;

  const { engagement } = data.project;
  return (
    <RecordTabs entity="Project" entityId={id}>
      <div className="project-edit">
        <Card>
          <ProjectForm
            mode="edit"
            initialValues={toFormValues(data.project)}
            onCancel={() => navigate('/admin/projects')}
            onSubmit={async (input) => {
              await update(id, input);
              navigate('/admin/projects');
            }}
          />
        </Card>
        {engagement && <EngagementPanel engagement={engagement} />}
      </div>
    </RecordTabs>
  );
}
