import { AuditOutlined, ReadOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import type { Resource } from '@console/shared/resources/define-resource';
import { groups } from '@console/shared/resources/groups';
import { Card, Space } from 'antd';
import { useParams } from 'react-router';
import { ResourceDetail } from '../../../crud/resource-detail';
import { LinkButton } from '../../../lib/link-button';
import { useAppAbility } from '../../../lib/use-app-ability';
import { groupNewsPath, groupPaths } from '../api/group-members';

/** a group: what it is, and the way to its members, its requests and adding members */
export function GroupDetailPage({ resource }: { resource: Resource }) {
  const { id = '' } = useParams();
  const ability = useAppAbility();
  return (
    <ResourceDetail
      resource={resource}
      below={
        <Card title="Thành viên và tin của nhóm" size="small" style={{ marginTop: 16 }}>
          <Space wrap>
            {ability.can('list_member', 'group') && (
              <LinkButton to={groupPaths.members(id)} icon={<TeamOutlined />} data-testid="group-members-link">
                Danh sách thành viên
              </LinkButton>
            )}
            {ability.can('list_request', 'group') && (
              <LinkButton to={`${groupPaths.members(id)}?status=pending`} icon={<AuditOutlined />}>
                Yêu cầu chờ duyệt
              </LinkButton>
            )}
            <LinkButton to={groupNewsPath(id)} icon={<ReadOutlined />} data-testid="group-news-link">
              Tin của nhóm
            </LinkButton>
            {ability.can('update', 'group') && (
              <LinkButton to={groupPaths.addMembers(id)} icon={<UserAddOutlined />}>
                Thêm thành viên
              </LinkButton>
            )}
          </Space>
        </Card>
      }
    />
  );
}

/** spec §2 group-managements/{id}/members/detail: the group with the way to its members */
export default function GroupMembersDetailPage() {
  return <GroupDetailPage resource={groups as unknown as Resource} />;
}
