import { Alert } from 'antd';
import type { MergeOutcome } from '../api/merge-wards';
import { joinNames, movedSummary } from './merger-texts';

export interface MergeDone {
  message: string;
  fromNames: string[];
  intoName: string;
  outcome: MergeOutcome;
}

/** what the merger did, in words, until the next one or until closed */
export function MergeResult({ done, onClose }: { done: MergeDone; onClose: () => void }) {
  const moved = movedSummary(done.outcome.moved);
  return (
    <Alert
      type="success"
      showIcon
      closable
      onClose={onClose}
      style={{ marginBottom: 24 }}
      message={done.message || 'Sáp nhập xã/phường thành công'}
      description={
        <span data-testid="merge-result">
          Đã sáp nhập {joinNames(done.fromNames)} vào {done.intoName}.{' '}
          {moved ? `Đã chuyển sang ${done.intoName}: ${moved}.` : 'Không có người dùng hay dữ liệu nào cần chuyển.'}
        </span>
      }
    />
  );
}
