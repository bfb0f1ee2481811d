import { PageSection } from '../../../lib/page-section';
import { RoleData } from '../components/role-data';
import { RoleForm } from '../components/role-form';

export default function RoleCreatePage() {
  return (
    <PageSection title="Thêm mới vai trò">
      <RoleData>{({ catalog }) => <RoleForm entry={null} catalog={catalog} />}</RoleData>
    </PageSection>
  );
}
