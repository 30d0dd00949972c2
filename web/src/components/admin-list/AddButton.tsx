import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export interface AddButtonProps {
  /** The new-record page, such as `/admin/projects/new`. */
  to: string;
  /** The button's words, such as 'Add New Project'. */
  children: ReactNode;
}

/** The toolbar's primary button that opens a list's new-record page. */
export function AddButton({ to, children }: AddButtonProps) {
  const navigate = useNavigate();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(to)}>
      {children}
    </Button>
  );
}
