import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';

export interface DeleteButtonProps {
  /** The row's name, for the button's accessible name: 'Delete <name>'. */
  name: string;
  /** The question asked first, such as 'Are you sure you want to delete this project?'. */
  confirmation: string;
  /** Runs only once the user confirms. */
  onConfirm: () => unknown;
  /** While the row saves. */
  disabled?: boolean;
}

/** A row's delete button: asks first, deletes only on 'Delete'. */
export function DeleteButton({ name, confirmation, onConfirm, disabled }: DeleteButtonProps) {
  return (
    <Popconfirm
      title={confirmation}
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onConfirm={() => void onConfirm()}
      disabled={disabled}
    >
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={`Delete ${name}`}
        title="Delete"
        disabled={disabled}
      />
    </Popconfirm>
  );
}
