import { TeamOutlined } from '@ant-design/icons';
import type { Resource } from '@console/shared/resources/define-resource';
import { Card } from 'antd';
import { useParams } from 'react-router';
import { ResourceDetail } from '../../../crud/resource-detail';
import { LinkButton } from '../../../lib/link-button';
import { useAppAbility } from '../../../lib/use-app-ability';
import { unionMembersPath } from '../api/union-members';

/** a union organisation: what it is, and the way to its officers and members */
export function UnionDetailPage({ resource }: { resource: Resource }) {
  const { id = '' } = useParams();
  const canList = useAppAbility().can('list_member', 'union_organization');
  return (
    <ResourceDetail
      resource={resource}
      below={
        canList && (
          <Card title="Hội viên" size="small" style={{ marginTop: 16 }}>
            <LinkButton to={unionMembersPath(id)} icon={<TeamOutlined />} data-testid="union-members-link">
              Cán bộ và hội viên
            </LinkButton>
          </Card>
        )
      }
    />
  );
}
