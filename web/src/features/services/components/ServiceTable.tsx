import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { AdminTable, RowActions, type AdminColumn, type ListTableProps } from '../../../components/admin-list';
import type { Icon, ServiceFieldsFragment, ServiceSort } from '../../../gql/graphql';
import { ICON_LABELS, IconGlyph } from '../../../lib/icons';
import { SERVICE_LIST_TEXTS, SERVICE_MESSAGES } from '../constants';

export interface ServiceTableProps extends ListTableProps<ServiceFieldsFragment, ServiceSort> {
  onFeaturedChange: (service: ServiceFieldsFragment, featured: boolean) => void;
  onDelete: (service: ServiceFieldsFragment) => void;
}

/** The icon as the public card draws it, with its name beside it. */
export function IconName({ icon }: { icon: Icon }) {
  return (
    <Space size={6} className="service-icon-name">
      <IconGlyph name={icon} className="service-icon-name__glyph" />
      <span>{ICON_LABELS[icon]}</span>
    </Space>
  );
}

export function ServiceTable({ busyIds, onFeaturedChange, onDelete, ...table }: ServiceTableProps) {
  const busy = (s: ServiceFieldsFragment) => busyIds?.has(s.id) ?? false;
  const columns: AdminColumn<ServiceFieldsFragment, ServiceSort>[] = [
    {
      title: 'Service Name',
      dataIndex: 'name',
      key: 'name',
      sortField: 'NAME',
      width: 200,
      render: (name: string) => <strong>{name}</strong>,
    },
    {
      title: 'Description',
      dataIndex: 'description',
      key: 'description',
      responsive: ['md'],
      // A fixed width keeps the table inside the card at 1280 px: the text is cut to two lines.
      width: 340,
      render: (description: string) => (
        <Typography.Paragraph className="service-table__description" ellipsis={{ rows: 2, tooltip: description }}>
          {description}
        </Typography.Paragraph>
      ),
    },
    {
      title: 'Icon',
      dataIndex: 'icon',
      key: 'icon',
      sortField: 'ICON',
      responsive: ['lg'],
      render: (icon: Icon) => <IconName icon={icon} />,
    },
    {
      title: 'Featured',
      key: 'featured',
      sortField: 'FEATURED',
      // Wide enough for 'Not Featured' with its icon, so the fixed Actions column never covers it.
      width: 150,
      render: (_, s) => (
        <Button
          size="small"
          type={s.featured ? 'primary' : 'default'}
          icon={s.featured ? <StarFilled /> : <StarOutlined />}
          aria-pressed={s.featured}
          aria-label={`${s.featured ? 'Featured' : 'Not Featured'}: ${s.name}`}
          loading={busy(s)}
          onClick={() => onFeaturedChange(s, !s.featured)}
        >
          {s.featured ? 'Featured' : 'Not Featured'}
        </Button>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, s) => (
        <RowActions
          name={s.name}
          editPath={`/admin/services/edit/${s.id}`}
          deleteConfirmation={SERVICE_MESSAGES.deleteConfirm}
          onDelete={() => onDelete(s)}
          busy={busy(s)}
        />
      ),
    },
  ];
  return (
    <AdminTable<ServiceFieldsFragment, ServiceSort>
      {...table}
      columns={columns}
      busyIds={busyIds}
      texts={SERVICE_LIST_TEXTS}
      totalText={(n) => `${n} services`}
    />
  );
}
