import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from '../lib/link-button';

interface RowActionsProps {
  id: number;
  label: string;
  detailPath: string;
  editPath: string;
  canUpdate: boolean;
  canDelete: boolean;
  deleting: boolean;
  onDelete: (id: number) => void;
  /** approve and refuse, for a reviewed row */
  review?: ReactNode;
  /** the row's other screens (define-resource `rowLinks`) */
  links?: ReactNode;
}

export function RowActions({
  id,
  label,
  detailPath,
  editPath,
  canUpdate,
  canDelete,
  deleting,
  onDelete,
  review,
  links,
}: RowActionsProps) {
  return (
    <Space size="small" wrap>
      {review}
      <LinkButton to={detailPath} size="small" icon={<EyeOutlined />} data-testid={`resource-detail-${id}`}>
        Xem
      </LinkButton>
      {links}
      {canUpdate && (
        <LinkButton to={editPath} size="small" icon={<EditOutlined />} data-testid={`resource-edit-${id}`}>
          Sửa
        </LinkButton>
      )}
      {canDelete && (
        <Popconfirm
          title={`Xoá ${label} này?`}
          okText="Đồng ý!"
          cancelText="Không đồng ý!"
          okButtonProps={{ danger: true, 'data-testid': 'confirm-ok' }}
          cancelButtonProps={{ 'data-testid': 'confirm-cancel' }}
          onConfirm={() => onDelete(id)}
        >
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            loading={deleting}
            data-testid={`resource-delete-${id}`}
          >
            Xoá
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
