import { Result, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { LinkButton } from '../../../lib/link-button';
import { usePermissionCatalog } from '../api/get-permission-catalog';
import { roleQueryOptions } from '../api/get-role';
import type { PermissionCatalog, RoleEntry } from '../api/role-keys';
import { ROLES_PATH } from '../routes/roles-path';

interface RoleDataProps {
  /** the role to load; absent on the create screen, which needs the catalogue only */
  id?: string;
  children: (data: { entry: RoleEntry | null; catalog: PermissionCatalog }) => ReactNode;
}

/** loads the permission catalogue (and the role): a skeleton meanwhile, the 403 page or an error with a way back */
export function RoleData({ id, children }: RoleDataProps) {
  const navigate = useNavigate();
  const catalog = usePermissionCatalog();
  const role = useQuery({ ...roleQueryOptions(id ?? ''), enabled: id !== undefined });
  const failed = [catalog.data, id === undefined ? undefined : role.data].find(
    (answer) => answer && answer.code !== SUCCESS_CODE,
  );

  useEffect(() => {
    if (failed?.code === 403) navigate('/admin/errors/403', { replace: true });
  }, [failed?.code, navigate]);

  if (failed) {
    if (failed.code === 403) return <Skeleton active />;
    return (
      <Result
        status={failed.code === 404 ? '404' : 'error'}
        title={failed.message || 'Không tải được vai trò'}
        extra={<LinkButton to={ROLES_PATH}>Quay lại danh sách</LinkButton>}
      />
    );
  }
  // a form starts from what it is first given: never from a cached copy older than the last save
  const entry = role.isFetchedAfterMount ? (role.data?.data?.entry ?? null) : null;
  if (!catalog.data || (id !== undefined && !entry)) return <Skeleton active />;
  return children({ entry, catalog: catalog.data.data });
}
