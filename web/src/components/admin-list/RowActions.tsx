import { EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { DeleteButton } from './DeleteButton';

export interface RowActionsProps {
  /** The row's name, for the buttons' accessible names: 'Edit <name>', 'Delete <name>'. */
  name: string;
  /** The row's edit page, such as `/admin/projects/edit/4`. */
  editPath: string;
  /** The question asked before deleting, such as 'Are you sure you want to delete this project?'. */
  deleteConfirmation: string;
  /** Runs only once the user confirms. */
  onDelete: () => unknown;
  /** While the row saves: no delete. */
  busy?: boolean;
}

/** A list row's Actions cell: Edit opens the row's page; Delete asks first. */
export function RowActions({ name, editPath, deleteConfirmation, onDelete, busy = false }: RowActionsProps) {
  const navigate = useNavigate();
  return (
    <Space size="small">
      <Button
        size="small"
        icon={<EditOutlined />}
        aria-label={`Edit ${name}`}
        title="Edit"
        onClick={() => navigate(editPath)}
      />
      <DeleteButton name={name} confirmation={deleteConfirmation} onConfirm={onDelete} disabled={busy} />
    </Space>
  );
}
