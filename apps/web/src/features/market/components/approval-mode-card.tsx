import { Button, Card, Radio, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '@console/shared/dates';
import {
  APPROVAL_MODES,
  type ApprovalMode,
  type MarketTarget,
  type TrustedSeller,
} from '@console/shared/market/approval-modes';
import { reportMutation } from '../../../lib/envelope-mutation';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useApprovalMode, useSaveApprovalMode, useSellerCandidates } from '../api/approval-modes';

const sellerLabel = (seller: TrustedSeller) =>
  [seller.full_name ?? seller.username, seller.phone].filter(Boolean).join(' · ');

interface Props {
  wardId: number;
  target: MarketTarget;
  title: string;
  canUpdate: boolean;
}

/** one kind of post: its mode (three choices, each explained) and, in the trusted mode, who the ward trusts */
export function ApprovalModeCard({ wardId, target, title, canUpdate }: Props) {
  const current = useApprovalMode(wardId, target);
  if (current.isPending || !current.data?.mode)
    return (
      <Card title={title} size="small">
        <Skeleton active />
      </Card>
    );
  return (
    <ModeForm
      // a saved change (or another ward) starts the form again from what the server holds
      key={`${wardId}:${current.data.mode.updated_at}`}
      wardId={wardId}
      target={target}
      title={title}
      canUpdate={canUpdate}
      saved={{ mode: current.data.mode.mode, sellers: current.data.sellers }}
      footnote={current.data.mode}
    />
  );
}

function ModeForm({
  wardId,
  target,
  title,
  canUpdate,
  saved,
  footnote,
}: Props & {
  saved: { mode: ApprovalMode; sellers: TrustedSeller[] };
  footnote: { updated_at: string | null; updated_by_name: string | null };
}) {
  const [mode, setMode] = useState<ApprovalMode>(saved.mode);
  const [sellers, setSellers] = useState<TrustedSeller[]>(saved.sellers);
  const [keyword, setKeyword] = useState('');
  const search = useDebouncedValue(keyword.trim(), 300);
  const candidates = useSellerCandidates(wardId, target, search, canUpdate && mode === 'trusted');
  const save = useSaveApprovalMode();
  const known = new Map([...sellers, ...(candidates.data ?? [])].map((seller) => [seller.user_id, seller]));
  const changed =
    mode !== saved.mode || sellers.map((s) => s.user_id).join() !== saved.sellers.map((s) => s.user_id).join();

  return (
    <Card title={title} size="small" data-testid={`approval-mode-${target}`}>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Radio.Group value={mode} onChange={(event) => setMode(event.target.value)} disabled={!canUpdate}>
          <Space direction="vertical">
            {APPROVAL_MODES.map((option) => (
              <Radio key={option.value} value={option.value} data-testid={`mode-${target}-${option.value}`}>
                <Typography.Text strong>{option.label}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{option.help}</Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        {mode === 'trusted' && (
          <Select<number[]>
            mode="multiple"
            aria-label="Người bán tin cậy"
            placeholder="Tìm người dân theo tên, tên đăng nhập hoặc số điện thoại"
            style={{ width: '100%' }}
            disabled={!canUpdate}
            value={sellers.map((seller) => seller.user_id)}
            onChange={(ids) => setSellers(ids.map((id) => known.get(id)!).filter(Boolean))}
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            loading={candidates.isFetching}
            notFoundContent="Không có người dân phù hợp"
            options={[...known.values()].map((seller) => ({ value: seller.user_id, label: sellerLabel(seller) }))}
            data-testid={`trusted-${target}`}
          />
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {footnote.updated_at
            ? `Cập nhật lần cuối ${formatDateTime(footnote.updated_at)}${footnote.updated_by_name ? ` bởi ${footnote.updated_by_name}` : ''}`
            : 'Chưa thay đổi: mọi bài đăng chờ cán bộ phê duyệt'}
        </Typography.Text>
        {canUpdate && (
          <Button
            type="primary"
            disabled={!changed}
            loading={save.isPending}
            data-testid={`save-mode-${target}`}
            onClick={() =>
              void reportMutation(
                save.mutateAsync({
                  target,
                  body: {
                    ward_id: wardId,
                    mode,
                    // the list is sent only in the trusted mode; the others leave it as it is, for a later return
                    ...(mode === 'trusted' ? { trusted_user_ids: sellers.map((seller) => seller.user_id) } : {}),
                  },
                }),
                { toast: true },
              )
            }
          >
            Lưu
          </Button>
        )}
      </Space>
    </Card>
  );
}
