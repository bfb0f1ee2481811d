import { useParams } from 'react-router';
import { PageSection } from '../../../lib/page-section';
import { RoleData } from '../components/role-data';
import { RoleForm } from '../components/role-form';

export default function RoleEditPage() {
  const { id = '' } = useParams();
  return (
    <PageSection title="Cập nhật vai trò">
      <RoleData id={id}>
        {({ entry, catalog }) => <RoleForm key={entry?.id} entry={entry} catalog={catalog} />}
      </RoleData>
    </PageSection>
  );
}
