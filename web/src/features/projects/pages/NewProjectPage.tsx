import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { todayIso } from '../../../lib/format';
import { useProjectActions } from '../api/useProjectActions';
import { ProjectForm } from '../components/ProjectForm';
import { emptyProject } from '../schemas/project.schema';

export default function NewProjectPage() {
  const navigate = useNavigate();
  const { create } = useProjectActions();
  return (
    <Card>
      <ProjectForm
        mode="create"
        initialValues={emptyProject(todayIso())}
        onCancel={() => navigate('/admin/projects')}
        onSubmit={async (values) => {
          await create(values);
          navigate('/admin/projects');
        }}
      />
    </Card>
  );
}
