import { SURVEYS_PATH } from '../../../lib/route-paths';

/** spec §2 surveys: list, create, edit/{id}, statistic/{id} */
export const surveyPaths = {
  list: SURVEYS_PATH,
  create: `${SURVEYS_PATH}/create`,
  edit: (id: number | string) => `${SURVEYS_PATH}/edit/${id}`,
  statistic: (id: number | string) => `${SURVEYS_PATH}/statistic/${id}`,
};
