import { Form } from 'antd';
import { WardSelect } from '../../../lib/wards/ward-select';

interface Props {
  wardId: number | null;
  onChange: (wardId: number | null) => void;
  /** the chosen ward's name when it may not be among the picker's first results */
  known?: { id: number; name: string } | null;
  testId: string;
}

/** the ward a market screen works on, for staff above the wards (useMarketWard keeps it in the URL) */
export function MarketWardPicker({ wardId, onChange, known = null, testId }: Props) {
  return (
    <Form layout="vertical" style={{ maxWidth: 440 }}>
      <Form.Item label="Xã/phường" style={{ marginBottom: 0 }}>
        <WardSelect
          value={wardId}
          onChange={onChange}
          knownOption={known}
          allowClear
          placeholder="Chọn xã/phường"
          style={{ width: '100%' }}
          data-testid={testId}
        />
      </Form.Item>
    </Form>
  );
}
