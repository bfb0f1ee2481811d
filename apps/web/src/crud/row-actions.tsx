import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
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
}: RowActionsProps) {
  return (
    <Space size="small">
      <LinkButton to={detailPath} size="small" icon={<EyeOutlined />} data-testid={`resource-detail-${id}`}>
        Xem
      </LinkButton>
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
