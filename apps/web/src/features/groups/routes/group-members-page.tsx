import { ArrowLeftOutlined, UserAddOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useParams } from 'react-router';
import { useResourceEntry } from '../../../crud/api/get-resource';
import { LinkButton } from '../../../lib/link-button';
import { useAppAbility } from '../../../lib/use-app-ability';
import { groupPaths } from '../api/group-members';
import { MembersScreen } from '../components/members-screen';

/** spec §2 group-managements/{id}/members/list: one group's members and requests */
export default function GroupMembersPage() {
  const { id = '' } = useParams();
  const group = useResourceEntry<{ name: string; member_count: number }>('groups', id);
  const name = group.data?.data?.entry?.name;
  const canUpdate = useAppAbility().can('update', 'group');
  return (
    <MembersScreen
      key={id}
      title={name ? `Thành viên nhóm ${name}` : 'Thành viên nhóm'}
      path={groupPaths.members(id)}
      scope="all"
      groupId={Number(id)}
      testId="group-members-table"
      extra={
        <Space wrap>
          <LinkButton to={groupPaths.group(id)} icon={<ArrowLeftOutlined />}>
            Về nhóm
          </LinkButton>
          {canUpdate && (
            <LinkButton
              to={groupPaths.addMembers(id)}
              type="primary"
              icon={<UserAddOutlined />}
              data-testid="members-add"
            >
              Thêm thành viên
            </LinkButton>
          )}
        </Space>
      }
    />
  );
}
