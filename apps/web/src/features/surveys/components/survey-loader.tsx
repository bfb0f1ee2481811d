import type { ReactNode } from 'react';
import { listReturnPath } from '../../../crud/list-url-state';
import { LinkButton } from '../../../lib/link-button';
import { useEntryOrFallback } from '../../../lib/use-entry-or-fallback';
import { useSurvey } from '../api/get-survey';
import type { SurveyEntry } from '../api/survey-keys';
import { surveyPaths } from './survey-paths';

export const BackToSurveys = () => (
  <LinkButton to={listReturnPath({ path: surveyPaths.list })} data-testid="survey-back">
    Quay lại danh sách
  </LinkButton>
);

/** the record of the edit (and detail) screens, or what to show instead (lib/use-entry-or-fallback.tsx) */
export function useSurveyEntry(id: string | undefined): { entry: SurveyEntry | null; fallback: ReactNode } {
  return useEntryOrFallback(useSurvey(id), { failTitle: 'Không tải được khảo sát', back: <BackToSurveys /> });
}
