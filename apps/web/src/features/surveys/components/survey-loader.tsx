import { Result, Skeleton } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { listReturnPath } from '../../../crud/list-url-state';
import { LinkButton } from '../../../lib/link-button';
import { FORBIDDEN_PATH } from '../../../lib/route-paths';
import { useSurvey } from '../api/get-survey';
import type { SurveyEntry } from '../api/survey-keys';
import { surveyPaths } from './survey-paths';

export const BackToSurveys = () => (
  <LinkButton to={listReturnPath({ path: surveyPaths.list })} data-testid="survey-back">
    Quay lại danh sách
  </LinkButton>
);

/**
 * One survey for the edit screen: a skeleton while it comes, the forbidden page on a 403 (spec §8), the server's
 * message when it cannot be shown (another ward's: 404), else the screen's content.
 */
export function useSurveyEntry(id: string | undefined): { entry: SurveyEntry | null; fallback: ReactNode } {
  const navigate = useNavigate();
  const query = useSurvey(id);
  const code = query.data?.code;
  useEffect(() => {
    if (code === 403) navigate(FORBIDDEN_PATH, { replace: true });
  }, [code, navigate]);

  if (query.isPending || code === 403) return { entry: null, fallback: <Skeleton active /> };
  const entry = code === SUCCESS_CODE ? (query.data?.data.entry ?? null) : null;
  if (!entry)
    return {
      entry: null,
      fallback: (
        <Result status="error" title={query.data?.message || 'Không tải được khảo sát'} extra={<BackToSurveys />} />
      ),
    };
  return { entry, fallback: null };
}
