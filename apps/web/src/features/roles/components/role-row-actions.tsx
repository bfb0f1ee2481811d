import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { LinkButton } from '../../../lib/link-button';
import { ROLES_PATH } from '../routes/roles-path';
import { BUILT_IN_DELETE_HINT, isBuiltInRole } from './role-display';

export interface RoleRowPermissions {
  read: boolean;
  update: boolean;
  delete: boolean;
}

interface RoleRowActionsProps {
  id: number;
  can: RoleRowPermissions;
  deleting: boolean;
  onDelete: (id: number) => void;
}

export function RoleRowActions({ id, can, deleting, onDelete }: RoleRowActionsProps) {
  const builtIn = isBuiltInRole(id);
  const deleteButton = (
    <Button
      size="small"
      danger
      icon={<DeleteOutlined />}
      disabled={builtIn}
      loading={deleting}
      data-testid={`role-delete-${id}`}
    >
      Xoá
    </Button>
  );
  return (
    <Space size="small">
      {can.read && (
        <LinkButton
          to={`${ROLES_PATH}/${id}/detail`}
          size="small"
          icon={<EyeOutlined />}
          data-testid={`role-view-${id}`}
        >
          Xem
        </LinkButton>
      )}
      {can.update && (
        <LinkButton
          to={`${ROLES_PATH}/${id}/edit`}
          size="small"
          icon={<EditOutlined />}
          data-testid={`role-edit-${id}`}
        >
          Sửa
        </LinkButton>
      )}
      {can.delete &&
        (builtIn ? (
          // a disabled button swallows the pointer events the tooltip needs: the span takes them
          <Tooltip title={BUILT_IN_DELETE_HINT}>
            <span style={{ display: 'inline-block', cursor: 'not-allowed' }} data-testid={`role-delete-hint-${id}`}>
              {deleteButton}
            </span>
          </Tooltip>
        ) : (
          <Popconfirm
            title="Xoá vai trò này?"
            okText="Đồng ý!"
            cancelText="Không đồng ý!"
            okButtonProps={{ danger: true, 'data-testid': 'confirm-ok' }}
            cancelButtonProps={{ 'data-testid': 'confirm-cancel' }}
            onConfirm={() => onDelete(id)}
          >
            {deleteButton}
          </Popconfirm>
        ))}
    </Space>
  );
}
