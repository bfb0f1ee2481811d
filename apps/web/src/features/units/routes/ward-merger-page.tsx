import { ArrowLeftOutlined, MergeCellsOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Form, Typography } from 'antd';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { requiredMessage } from '@console/shared/validation/messages';
import { listReturnPath } from '../../../crud/list-url-state';
import { unlessRefused } from '../../../lib/envelope-mutation';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { showValidationError } from '../../../lib/result-helper';
import { useSessionUser } from '../../../lib/session';
import type { WardOption } from '../../../lib/wards/list-wards';
import { useMergeWards } from '../api/merge-wards';
import { MergeConfirmModal } from '../components/merge-confirm-modal';
import { MergeResult, type MergeDone } from '../components/merge-result';
import { joinNames } from '../components/merger-texts';
import { MergerHistory } from '../components/merger-history';
import { WardPicker } from '../components/ward-picker';
import { FORBIDDEN_PATH, UNITS_PATH } from './units-path';

// the server's labels, so its messages and ours name the same fields
const FROM_LABEL = 'Xã/phường được sáp nhập';
const INTO_LABEL = 'Xã/phường nhận sáp nhập';

/** 'Sáp nhập xã/phường': wards A, B become C; users, villages and ward data move in one transaction */
export default function WardMergerPage() {
  const user = useSessionUser();
  const merge = useMergeWards();
  const [from, setFrom] = useState<WardOption[]>([]);
  const [into, setInto] = useState<WardOption | null>(null);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<MergeDone | null>(null);

  // the route asks for update on wards; the server also wants a reach over every unit (admin, root)
  if (user && user.role?.scope !== 'all') return <Navigate to={FORBIDDEN_PATH} replace />;

  const fromNames = from.map((ward) => ward.name);
  const ask = () => {
    if (from.length === 0) return showValidationError(requiredMessage(FROM_LABEL));
    if (!into) return showValidationError(requiredMessage(INTO_LABEL));
    setAsking(true);
  };

  const run = async () => {
    if (!into) return;
    const request = merge.mutateAsync({ fromWardIds: from.map((ward) => ward.id), intoWardId: into.id });
    // the question closes once the answer is in, before a refusal's dialog opens
    const response = await unlessRefused(request.finally(() => setAsking(false)));
    if (!response) return;
    setDone({ message: response.message, fromNames, intoName: into.name, outcome: response.data });
    setFrom([]);
    setInto(null);
  };

  return (
    <PageSection
      title="Sáp nhập xã/phường"
      extra={
        <LinkButton to={listReturnPath({ path: UNITS_PATH })} icon={<ArrowLeftOutlined />} data-testid="merge-back">
          Danh sách đơn vị
        </LinkButton>
      }
    >
      {done && <MergeResult done={done} onClose={() => setDone(null)} />}
      <Form layout="vertical" style={{ maxWidth: 760 }} onFinish={ask} data-testid="merge-form">
        <Form.Item label={FROM_LABEL} required extra="Có thể chọn nhiều xã/phường; tìm theo tên hoặc mã.">
          <WardPicker
            multiple
            id="merge_from"
            value={from}
            onChange={setFrom}
            exclude={into ? [into.id] : []}
            placeholder="Chọn các xã/phường được sáp nhập"
            data-testid="merge-from"
          />
        </Form.Item>
        <Form.Item label={INTO_LABEL} required extra="Xã/phường tiếp nhận người dùng, thôn/xóm và dữ liệu.">
          <WardPicker
            id="merge_into"
            value={into}
            onChange={setInto}
            exclude={from.map((ward) => ward.id)}
            placeholder="Chọn xã/phường sau sáp nhập"
            data-testid="merge-into"
          />
        </Form.Item>
        {from.length > 0 && into && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 24 }}
            message={
              <span data-testid="merge-summary">
                Sáp nhập {from.length} xã/phường: <strong>{joinNames(fromNames)}</strong> vào{' '}
                <strong>{into.name}</strong>.
              </span>
            }
            description={`Người dùng, thôn/xóm và dữ liệu của ${joinNames(fromNames)} sẽ chuyển sang ${into.name}. Các xã/phường được sáp nhập vẫn còn trong danh sách với nhãn “Đã sáp nhập vào ${into.name}” và không còn được chọn ở các màn hình khác.`}
          />
        )}
        <Button type="primary" danger htmlType="submit" icon={<MergeCellsOutlined />} data-testid="merge-submit">
          Sáp nhập
        </Button>
      </Form>
      <Divider />
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Lịch sử sáp nhập
      </Typography.Title>
      <MergerHistory />
      <MergeConfirmModal
        open={asking}
        fromNames={fromNames}
        intoName={into?.name ?? ''}
        busy={merge.isPending}
        onConfirm={run}
        onCancel={() => setAsking(false)}
      />
    </PageSection>
  );
}
