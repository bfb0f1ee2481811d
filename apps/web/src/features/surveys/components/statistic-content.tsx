import { Button, Empty, Result, Skeleton, Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { FORBIDDEN_PATH } from '../../../lib/route-paths';
import { useIsPhone } from '../../../lib/use-viewport';
import type { SurveyEntry } from '../api/survey-keys';
import { useSurveyStatistic, type StatisticFilter } from '../api/survey-statistic';
import { StatisticDaysCard } from './statistic-days-card';
import { StatisticFilters } from './statistic-filters';
import { StatisticHeader } from './statistic-header';
import { usePrintMode } from './statistic-print-mode';
import { StatisticQuestions } from './statistic-questions';

interface StatisticContentProps {
  survey: SurveyEntry;
  filter: StatisticFilter;
  filtered: boolean;
  showWardFilter: boolean;
  onFilter: (changes: { ward_id?: number | null; from?: string | null; to?: string | null }) => void;
}

/** the header, the filters, then the counts: loading, refused, empty or drawn */
export function StatisticContent({ survey, filter, filtered, showWardFilter, onFilter }: StatisticContentProps) {
  const id = String(survey.id);
  const navigate = useNavigate();
  const printing = usePrintMode();
  // a phone's narrow label column; on paper the charts have A4's width whatever the window was
  const compact = useIsPhone() && !printing;
  const statistic = useSurveyStatistic(id, filter, true);
  const response = statistic.data;
  const data = response?.code === SUCCESS_CODE ? response.data : null;

  useEffect(() => {
    if (response?.code === 403) navigate(FORBIDDEN_PATH, { replace: true });
  }, [response?.code, navigate]);

  let body;
  if (statistic.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!data)
    body = (
      <Result
        status="error"
        title={response?.message || 'Không tải được thống kê khảo sát'}
        extra={
          <Button onClick={() => void statistic.refetch()} loading={statistic.isFetching}>
            Thử lại
          </Button>
        }
      />
    );
  else if (data.responses === 0)
    body = (
      <Empty
        data-testid="statistic-empty"
        description={filtered ? 'Không có phiếu trả lời nào theo bộ lọc đã chọn' : 'Chưa có phiếu trả lời'}
      />
    );
  else
    body = (
      // the previous counts stay, dimmed, while the new filter's come
      <Spin spinning={statistic.isPlaceholderData} delay={200}>
        <div className="statistic-sections">
          <StatisticDaysCard days={data.days} printing={printing} />
          <StatisticQuestions
            surveyId={id}
            sections={survey.sections}
            questions={data.questions}
            filter={filter}
            printing={printing}
            compact={compact}
          />
        </div>
      </Spin>
    );

  return (
    <>
      <StatisticHeader survey={survey} responses={data?.responses} filtered={filtered} />
      <StatisticFilters
        filter={filter}
        showWardFilter={showWardFilter}
        audienceWardIds={survey.ward_ids}
        onChange={onFilter}
      />
      {body}
    </>
  );
}
