import { Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { FORBIDDEN_PATH } from '../../../lib/route-paths';
import { appUserPaths } from '../api/app-user-keys';
import { useAppUser } from '../api/get-app-user';
import { AppUserForm } from '../components/app-user-form';

export default function AppUserEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useAppUser(id);
  const code = query.data?.code;

  useEffect(() => {
    if (code === 403) navigate(FORBIDDEN_PATH, { replace: true });
  }, [code, navigate]);

  const entry = query.data?.data?.entry;
  let content;
  if (query.isPending || code === 403) content = <Skeleton active />;
  else if (code !== SUCCESS_CODE || !entry) {
    content = (
      <Result
        status="error"
        title={query.data?.message || 'Không tải được tài khoản'}
        extra={<LinkButton to={appUserPaths.list}>Quay lại danh sách</LinkButton>}
      />
    );
  } else content = <AppUserForm key={entry.id} entry={entry} />;
  return <PageSection title="Cập nhật tài khoản người dân">{content}</PageSection>;
}
