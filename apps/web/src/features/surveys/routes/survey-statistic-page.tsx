import { Space } from 'antd';
import { useParams } from 'react-router';
import { PageSection } from '../../../lib/page-section';
import { useSessionUser } from '../../../lib/session';
import { useAppAbility } from '../../../lib/use-app-ability';
import { canChooseWard } from '../../../lib/wards/ward-access';
import { StatisticExportButton, StatisticPrintButton } from '../components/statistic-actions';
import { StatisticContent } from '../components/statistic-content';
import { useStatisticFilter } from '../components/statistic-filter-state';
import { BackToSurveys, useSurveyEntry } from '../components/survey-loader';
import '../components/statistic-page.css';

/**
 * spec §2 /admin/surveys/statistic/{id}: how many answered and what, per question, under one ward and day range
 * kept in the URL; exported to Excel or printed on A4. The charts (recharts) load with this screen only.
 */
export default function SurveyStatisticPage() {
  const { id = '' } = useParams();
  const ability = useAppAbility();
  const user = useSessionUser();
  const { entry, fallback } = useSurveyEntry(id);
  // a survey written by a ward is answered by that ward's residents only: nothing to choose between
  const showWardFilter = canChooseWard(ability, user) && entry?.ward_id === null;
  const { filter, active, change } = useStatisticFilter(showWardFilter);

  return (
    <div className="survey-statistic">
      <PageSection
        title={entry ? `Thống kê: ${entry.title}` : 'Thống kê khảo sát'}
        extra={
          <Space wrap className="statistic-no-print">
            <BackToSurveys />
            {entry && <StatisticExportButton surveyId={id} filter={filter} />}
            {entry && <StatisticPrintButton />}
          </Space>
        }
      >
        {entry ? (
          <StatisticContent
            survey={entry}
            filter={filter}
            filtered={active}
            showWardFilter={showWardFilter}
            onFilter={change}
          />
        ) : (
          fallback
        )}
      </PageSection>
    </div>
  );
}
