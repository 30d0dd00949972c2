import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { fieldErrors } from '../../../lib/errors';
import { todayIso } from '../../../lib/format';
import { useProjectActions } from '../api/useProjectActions';
import { ProjectForm } from '../components/ProjectForm';
import { emptyProject } from '../schemas/project.schema';

export default function NewProjectPage() {
  const navigate = useNavigate();
  const actions = useProjectActions();
  return (
    <Card>
      <ProjectForm
        mode="create"
        initialValues={emptyProject(todayIso())}
        onCancel={() => navigate('/admin/projects')}
        onSubmit={async (values, helpers) => {
          try {
            await actions.create(values);
            navigate('/admin/projects');
          } catch (error) {
            helpers.setErrors(fieldErrors(error));
          }
        }}
      />
    </Card>
  );
}
