import { PageSection } from '../../../lib/page-section';
import { AppUserForm } from '../components/app-user-form';

export default function AppUserCreatePage() {
  return (
    <PageSection title="Thêm mới tài khoản người dân">
      <AppUserForm entry={null} />
    </PageSection>
  );
}
