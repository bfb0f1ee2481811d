import { Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { useUser } from '../api/get-user';
import { UserForm } from '../components/user-form';
import { USERS_PATH } from './users-path';

const TITLE = 'Cập nhật người dùng';

export default function UserEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useUser(id);
  const code = query.data?.code;

  useEffect(() => {
    // spec §8: a 403 on the user detail leads to the forbidden page
    if (code === 403) navigate('/admin/errors/403', { replace: true });
  }, [code, navigate]);

  const entry = query.data?.data?.entry;
  let content;
  if (query.isPending || code === 403) content = <Skeleton active />;
  else if (code !== SUCCESS_CODE || !entry) {
    content = (
      <Result
        status="error"
        title={query.data?.message || 'Không tải được người dùng'}
        extra={<LinkButton to={USERS_PATH}>Quay lại danh sách</LinkButton>}
      />
    );
  } else content = <UserForm key={entry.id} entry={entry} />;
  return <PageSection title={TITLE}>{content}</PageSection>;
}
