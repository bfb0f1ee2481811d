import { BarChartOutlined, PieChartOutlined } from '@ant-design/icons';
import { Col, Row, Segmented, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { QuestionStatistic } from '../api/survey-statistic';
import type { ChoiceChartKind } from './statistic-choice-chart';
import { optionColors } from '../../../lib/chart-format';
import { LazyChoiceChart } from './statistic-lazy-charts';
import { StatisticOptionTable } from './statistic-option-table';

interface StatisticChoiceBodyProps {
  question: QuestionStatistic;
  printing: boolean;
  compact: boolean;
}

const CHART_CHOICES: { value: ChoiceChartKind; label: string; icon: ReactNode }[] = [
  { value: 'bar', label: 'Biểu đồ cột', icon: <BarChartOutlined /> },
  { value: 'pie', label: 'Biểu đồ tròn', icon: <PieChartOutlined /> },
];

/**
 * single, yes/no, rating, multiple: the chart (bars by default, a pie on request) beside the numbers. A multiple
 * choice has no pie: one person picks several options, so its shares add up past 100 % and slices would lie.
 */
export function StatisticChoiceBody({ question, printing, compact }: StatisticChoiceBodyProps) {
  const [chart, setChart] = useState<ChoiceChartKind>('bar');
  const pieAllowed = question.kind !== 'multiple';
  const shownChart = pieAllowed ? chart : 'bar';
  const colors = optionColors(question.kind, question.options.length);

  return (
    <Row gutter={[24, 12]}>
      {question.answered > 0 && (
        <Col xs={24} xl={14}>
          {pieAllowed && (
            <Segmented<ChoiceChartKind>
              size="small"
              className="statistic-no-print"
              value={chart}
              onChange={setChart}
              options={CHART_CHOICES}
              style={{ marginBottom: 8 }}
              data-testid={`statistic-chart-kind-${question.key}`}
            />
          )}
          <LazyChoiceChart
            options={question.options}
            colors={colors}
            chart={shownChart}
            printing={printing}
            compact={compact}
          />
        </Col>
      )}
      <Col xs={24} xl={question.answered > 0 ? 10 : 24}>
        <StatisticOptionTable questionKey={question.key} options={question.options} colors={colors} />
        {question.kind === 'multiple' && (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
            Câu chọn nhiều: tỷ lệ tính trên số người trả lời câu hỏi, tổng có thể lớn hơn 100%.
          </Typography.Paragraph>
        )}
      </Col>
    </Row>
  );
}
