import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useId, useRef, type ReactNode } from 'react';

export interface DeleteButtonProps {
  /** The row's name, for the button's accessible name: 'Delete <name>'. */
  name: string;
  /** The question asked first, such as 'Are you sure you want to delete this project?'. */
  confirmation: string;
  /** Runs only once the user confirms. */
  onConfirm: () => unknown;
  /** While the row saves. */
  disabled?: boolean;
  /** The action's word on the button's name and the confirming button, for another final act ('Revoke'). */
  verb?: string;
  /** The button's icon, with `verb`. */
  icon?: ReactNode;
}

/**
 * A row's delete button: asks first, deletes only on 'Delete'. The question opens with the focus
 * on Cancel (it is drawn at the end of the page, where Tab would never reach it from the row), and
 * the focus returns to the button when it closes.
 */
export function DeleteButton({
  name,
  confirmation,
  onConfirm,
  disabled,
  verb = 'Delete',
  icon = <DeleteOutlined />,
}: DeleteButtonProps) {
  const cancelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <Popconfirm
      title={confirmation}
      okText={verb}
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      cancelButtonProps={{ id: cancelId }}
      onConfirm={() => void onConfirm()}
      disabled={disabled}
      afterOpenChange={(open) => {
        const cancel = document.getElementById(cancelId);
        if (open) return cancel?.focus();
        // Back to the button, unless the user has moved on to something else meanwhile.
        const active = document.activeElement;
        const left = active === document.body || Boolean(active && cancel?.closest('.ant-popover')?.contains(active));
        if (left && trigger.current?.isConnected) trigger.current.focus();
      }}
    >
      <Button
        ref={trigger}
        size="small"
        danger
        icon={icon}
        aria-label={`${verb} ${name}`}
        title={verb}
        disabled={disabled}
      />
    </Popconfirm>
  );
}
