import { ArrowLeftOutlined, CheckOutlined, DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { formatDateTime } from '@console/shared/dates';
import { DEFAULT_PAGE_LENGTH } from '@console/shared/domain/limits';
import { UNION_ROLES, type UnionRole } from '@console/shared/resources/union-organizations';
import { Button, Input, Modal, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useResourceEntry } from '../../../crud/api/get-resource';
import { useListUrlState } from '../../../crud/list-url-state';
import { reportMutation } from '../../../lib/envelope-mutation';
import { LinkButton } from '../../../lib/link-button';
import type { ListColumn } from '../../../lib/list-columns';
import { PageSection } from '../../../lib/page-section';
import { PagedTable } from '../../../lib/paged-table';
import { useAppAbility } from '../../../lib/use-app-ability';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useListResponse } from '../../../lib/use-list-response';
import {
  unionMembersPath,
  useUnionCandidates,
  useUnionMembers,
  useUnionMemberWrites,
  type UnionMemberRow,
} from '../api/union-members';
import { KycTag } from '../components/member-tags';

const VALIDATION_FILTER = [
  { value: 'true', label: 'Đã xác nhận' },
  { value: 'false', label: 'Chờ xác nhận' },
];

/**
 * A union organisation's officers and members: registered from the ward's accounts, validated (the organisation's
 * register, the member's card), in a role, removed — a union officer sees the organisations they are an officer of
 */
export default function UnionMembersPage() {
  const { id = '' } = useParams();
  const unionId = Number(id);
  const ability = useAppAbility();
  const can = {
    update: ability.can('update', 'union_organization'),
    approve: ability.can('approve', 'union_organization'),
  };
  const union = useResourceEntry<{ name: string }>('union-organizations', id);
  const { page, keyword, filters, change, setPage } = useListUrlState({
    path: unionMembersPath(id),
    filters: { validated: 'string' },
    sortable: [],
  });
  const validated = filters.validated === undefined ? undefined : filters.validated === 'true';
  const list = useUnionMembers(unionId, {
    page,
    length: DEFAULT_PAGE_LENGTH,
    keyword: keyword || undefined,
    validated,
  });
  const { total, entries } = useListResponse(list.data, page, setPage);
  const writes = useUnionMemberWrites(unionId);
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const candidates = useUnionCandidates(unionId, useDebouncedValue(search, 300));
  const name = union.data?.data?.entry?.name;

  const validate = async (value: boolean) => {
    if (await reportMutation(writes.validate.mutateAsync({ ids: selected, validated: value }), { toast: true }))
      setSelected([]);
  };
  const add = async () => {
    if (await reportMutation(writes.add.mutateAsync(chosen), { toast: true })) {
      setAdding(false);
      setChosen([]);
    }
  };

  const columns: ListColumn<UnionMemberRow>[] = [
    {
      key: 'name',
      title: 'Họ và tên',
      mobile: 'title',
      width: 220,
      render: (_v, row) => (
        <>
          <Typography.Text strong>{row.full_name ?? row.username}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[row.username, row.phone].filter(Boolean).join(' · ')}
          </Typography.Text>
        </>
      ),
    },
    { key: 'kyc', title: 'Định danh', render: (_v, row) => <KycTag accStatus={row.acc_status} /> },
    {
      key: 'role',
      title: 'Vai trò',
      mobile: 'fact',
      render: (_v, row) =>
        can.update ? (
          <Select<UnionRole>
            size="small"
            value={row.role}
            style={{ minWidth: 190 }}
            options={UNION_ROLES.map(({ value, label }) => ({ value, label }))}
            onChange={(role) => void reportMutation(writes.setRole.mutateAsync({ id: row.id, role }), { toast: true })}
            data-testid={`union-role-${row.id}`}
          />
        ) : (
          UNION_ROLES.find((role) => role.value === row.role)?.label
        ),
    },
    {
      key: 'validated',
      title: 'Xác nhận',
      mobile: 'status',
      render: (_v, row) =>
        row.is_validated ? <Tag color="green">Đã xác nhận</Tag> : <Tag color="gold">Chờ xác nhận</Tag>,
    },
    {
      key: 'validated_at',
      title: 'Xác nhận lúc',
      mobile: 'fact',
      render: (_v, row) =>
        row.validated_at ? [formatDateTime(row.validated_at), row.validated_by_name].filter(Boolean).join(' · ') : '',
    },
  ];

  return (
    <PageSection
      title={name ? `Hội viên ${name}` : 'Hội viên tổ chức'}
      extra={
        <Space wrap>
          <LinkButton to={`/admin/union-organizations/${id}/detail`} icon={<ArrowLeftOutlined />}>
            Về tổ chức
          </LinkButton>
          {can.update && (
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)} data-testid="union-add">
              Thêm hội viên
            </Button>
          )}
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder="Tìm theo họ tên, tài khoản, số điện thoại"
          onSearch={(value) => change({ keyword: value })}
          style={{ width: 320, maxWidth: '100%' }}
        />
        <Select
          allowClear
          placeholder="Xác nhận"
          value={filters.validated as string | undefined}
          options={VALIDATION_FILTER}
          onChange={(value) => change({ validated: value ?? null })}
          style={{ width: 170 }}
        />
      </Space>
      {selected.length > 0 && (
        <Space wrap style={{ marginBottom: 12 }}>
          <Typography.Text>Đã chọn {selected.length}</Typography.Text>
          {can.approve && (
            <Button
              type="primary"
              icon={<CheckOutlined />}
              onClick={() => void validate(true)}
              data-testid="union-validate"
            >
              Xác nhận hội viên
            </Button>
          )}
          {can.approve && <Button onClick={() => void validate(false)}>Bỏ xác nhận</Button>}
          {can.update && (
            <Popconfirm
              title={`Xoá ${selected.length} người đã chọn khỏi tổ chức?`}
              okText="Đồng ý!"
              cancelText="Không đồng ý!"
              okButtonProps={{ danger: true, 'data-testid': 'confirm-ok' }}
              onConfirm={async () => {
                if (await reportMutation(writes.remove.mutateAsync(selected), { toast: true })) setSelected([]);
              }}
            >
              <Button danger icon={<DeleteOutlined />}>
                Xoá khỏi tổ chức
              </Button>
            </Popconfirm>
          )}
        </Space>
      )}
      <PagedTable<UnionMemberRow>
        response={list.data}
        columns={columns}
        entries={entries}
        total={total}
        page={page}
        loading={list.isFetching}
        onChange={(pagination) => setPage(pagination.current ?? 1)}
        testId="union-members-table"
        rowSelection={
          can.update || can.approve
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }
            : undefined
        }
      />
      <Modal
        open={adding}
        title="Thêm hội viên"
        okText="Thêm"
        cancelText="Hủy"
        okButtonProps={{ disabled: !chosen.length, loading: writes.add.isPending, 'data-testid': 'union-add-submit' }}
        onOk={() => void add()}
        onCancel={() => setAdding(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          Tài khoản đang hoạt động của xã/phường có tổ chức; hội viên mới chờ xác nhận.
        </Typography.Paragraph>
        <Select<number[]>
          mode="multiple"
          showSearch
          filterOption={false}
          value={chosen}
          onChange={setChosen}
          onSearch={setSearch}
          style={{ width: '100%' }}
          placeholder="Tìm theo họ tên, tài khoản, số điện thoại"
          options={(candidates.data?.data?.entries ?? []).map((row) => ({
            value: row.id,
            label: [row.full_name ?? row.username, row.username, row.phone].filter(Boolean).join(' · '),
          }))}
          data-testid="union-candidates"
        />
      </Modal>
    </PageSection>
  );
}
