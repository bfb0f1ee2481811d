import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';

interface MoveButtonsProps {
  /** 'câu 3', 'phần 2': said by the buttons' labels */
  name: string;
  canUp: boolean;
  canDown: boolean;
  onMove: (step: -1 | 1) => void;
  testId: string;
}

/** up and down by one: on a phone a drag fights the page's scrolling, a tap does not */
export function MoveButtons({ name, canUp, canDown, onMove, testId }: MoveButtonsProps) {
  return (
    <Space.Compact size="small">
      <Button
        icon={<ArrowUpOutlined />}
        disabled={!canUp}
        onClick={() => onMove(-1)}
        aria-label={`Chuyển ${name} lên`}
        title={`Chuyển ${name} lên`}
        data-testid={`${testId}-up`}
      />
      <Button
        icon={<ArrowDownOutlined />}
        disabled={!canDown}
        onClick={() => onMove(1)}
        aria-label={`Chuyển ${name} xuống`}
        title={`Chuyển ${name} xuống`}
        data-testid={`${testId}-down`}
      />
    </Space.Compact>
  );
}
