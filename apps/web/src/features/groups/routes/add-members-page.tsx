import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Form, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useResourceEntry } from '../../../crud/api/get-resource';
import { reportMutation } from '../../../lib/envelope-mutation';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { groupPaths, useAddMembers, useCandidates } from '../api/group-members';

/**
 * spec §2 group-managements/{id}/members/update: staff add accounts of the group's ward as members — an
 * invitation-only cooperative's members, a resident without the app — searched by name, username or phone
 */
export default function AddMembersPage() {
  const { id = '' } = useParams();
  const groupId = Number(id);
  const navigate = useNavigate();
  const group = useResourceEntry<{ name: string }>('groups', id);
  const [keyword, setKeyword] = useState('');
  const candidates = useCandidates(groupId, useDebouncedValue(keyword, 300));
  const [chosen, setChosen] = useState<number[]>([]);
  const add = useAddMembers(groupId);
  const name = group.data?.data?.entry?.name;

  const submit = async () => {
    if (await reportMutation(add.mutateAsync(chosen), { toast: true })) navigate(groupPaths.members(id));
  };

  return (
    <PageSection
      title={name ? `Thêm thành viên nhóm ${name}` : 'Thêm thành viên nhóm'}
      extra={
        <LinkButton to={groupPaths.members(id)} icon={<ArrowLeftOutlined />}>
          Quay lại
        </LinkButton>
      }
    >
      <Form layout="vertical" onFinish={submit} style={{ maxWidth: 640 }}>
        <Form.Item
          label="Người được thêm"
          extra="Tài khoản đang hoạt động của xã/phường có nhóm, chưa là thành viên. Yêu cầu đang chờ của họ được duyệt luôn."
        >
          <Select<number[]>
            mode="multiple"
            showSearch
            filterOption={false}
            value={chosen}
            onChange={setChosen}
            onSearch={setKeyword}
            loading={candidates.isFetching}
            placeholder="Tìm theo họ tên, tài khoản, số điện thoại"
            notFoundContent={candidates.isFetching ? 'Đang tìm…' : 'Không có tài khoản phù hợp'}
            options={(candidates.data?.data?.entries ?? []).map((row) => ({
              value: row.id,
              label: [row.full_name ?? row.username, row.username, row.phone].filter(Boolean).join(' · '),
            }))}
            data-testid="member-candidates"
          />
        </Form.Item>
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            disabled={!chosen.length}
            loading={add.isPending}
            data-testid="members-add-submit"
          >
            Thêm vào nhóm
          </Button>
          <Typography.Text type="secondary">{chosen.length ? `Đã chọn ${chosen.length} người` : ''}</Typography.Text>
        </Space>
      </Form>
    </PageSection>
  );
}
