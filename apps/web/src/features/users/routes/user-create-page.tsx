import { PageSection } from '../../../lib/page-section';
import { UserForm } from '../components/user-form';

export default function UserCreatePage() {
  return (
    <PageSection title="Thêm mới người dùng">
      <UserForm entry={null} />
    </PageSection>
  );
}
