import { useParams } from 'react-router';
import { PageSection } from '../../../lib/page-section';
import { ApprovedSurveyForm } from '../components/approved-survey-form';
import { SurveyForm } from '../components/survey-form';
import { useSurveyEntry } from '../components/survey-loader';

/** spec §2 /admin/surveys/edit/{id}: a draft in the builder; an approved survey only has its close time changed */
export default function SurveyEditPage() {
  const { id } = useParams();
  const { entry, fallback } = useSurveyEntry(id);
  let content = fallback;
  if (entry?.status === 'approved') content = <ApprovedSurveyForm key={entry.id} entry={entry} />;
  else if (entry) content = <SurveyForm key={entry.id} entry={entry} />;
  return <PageSection title="Cập nhật khảo sát">{content}</PageSection>;
}
