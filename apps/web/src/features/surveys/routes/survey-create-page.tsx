import { PageSection } from '../../../lib/page-section';
import { SurveyForm } from '../components/survey-form';

/** spec §2 /admin/surveys/create: a new draft, approved later from the list */
export default function SurveyCreatePage() {
  return (
    <PageSection title="Thêm mới khảo sát">
      <SurveyForm entry={null} />
    </PageSection>
  );
}
