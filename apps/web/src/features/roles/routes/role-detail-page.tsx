import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { Link, useParams } from 'react-router';
import { PageSection } from '../../../lib/page-section';
import { useAppAbility } from '../../../lib/use-app-ability';
import { RoleData } from '../components/role-data';
import { RoleDetailView } from '../components/role-detail-view';
import { ROLES_PATH } from './roles-path';

export default function RoleDetailPage() {
  const { id = '' } = useParams();
  const canUpdate = useAppAbility().can('update', 'roles');
  return (
    <PageSection
      title="Chi tiết vai trò"
      extra={
        <Space wrap>
          <Link to={ROLES_PATH}>
            <Button icon={<ArrowLeftOutlined />} data-testid="role-detail-back">
              Quay lại
            </Button>
          </Link>
          {canUpdate && (
            <Link to={`${ROLES_PATH}/${encodeURIComponent(id)}/edit`}>
              <Button type="primary" icon={<EditOutlined />} data-testid="role-detail-edit">
                Sửa
              </Button>
            </Link>
          )}
        </Space>
      }
    >
      <RoleData id={id}>{({ entry, catalog }) => entry && <RoleDetailView entry={entry} catalog={catalog} />}</RoleData>
    </PageSection>
  );
}
