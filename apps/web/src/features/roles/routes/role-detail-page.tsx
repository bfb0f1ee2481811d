import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useParams } from 'react-router';
import { LinkButton } from '../../../lib/link-button';
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
          <LinkButton to={ROLES_PATH} icon={<ArrowLeftOutlined />} data-testid="role-detail-back">
            Quay lại
          </LinkButton>
          {canUpdate && (
            <LinkButton
              to={`${ROLES_PATH}/${encodeURIComponent(id)}/edit`}
              type="primary"
              icon={<EditOutlined />}
              data-testid="role-detail-edit"
            >
              Sửa
            </LinkButton>
          )}
        </Space>
      }
    >
      <RoleData id={id}>{({ entry, catalog }) => entry && <RoleDetailView entry={entry} catalog={catalog} />}</RoleData>
    </PageSection>
  );
}
