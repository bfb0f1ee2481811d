import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './browser';
import { animationsDone, apiLogin, expectText, type ApiAnswer } from './flows';

// helpers of surveys.test.ts: the builder's selects and moves, residents answering through the API, a ward's
// 'Khảo sát' service switched through the API

export const SURVEYS = '/admin/surveys';
export const SURVEYS_API = '/api/admin/surveys';

export type ApiSession = Awaited<ReturnType<typeof apiLogin>>;

/** a question of the stored survey as the tests read it back */
export interface StoredQuestion {
  key: string;
  kind: string;
  title: string;
  options: { key: string; label: string }[];
  allow_other: boolean;
  condition?: { question: string; option: string };
}

export interface StoredSurvey {
  id: number;
  title: string;
  status: string;
  response_count: number;
  sections: { key: string; questions: StoredQuestion[] }[];
}

/** the open dropdown of an antd Select */
const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');

/**
 * picks the option `label` of the antd Select with this test id (a single choice: the dropdown closes by itself). On a
 * busy machine a click can land while the dropdown is still sliding in and choose nothing (seen in CI: the dropdown
 * stayed open): then the dropdown is closed and the pick made again, at most three times.
 */
export async function chooseIn(page: Page, testId: string, label: string) {
  const select = page.getByTestId(testId);
  const chosen = async () => (await openDropdown(page).count()) === 0 && (await select.innerText()).includes(label);
  for (let attempt = 1; ; attempt++) {
    await expect.poll(() => openDropdown(page).count(), { timeout: 10_000 }).toBe(0);
    await select.click();
    await openDropdown(page).locator(`.ant-select-item-option[title="${label}"]`).click();
    const done = await expect
      .poll(chosen, { timeout: 5_000 })
      .toBe(true)
      .then(() => true)
      .catch(() => false);
    if (done) break;
    if (attempt === 3) throw new Error(`${testId}: “${label}” could not be chosen`);
    if (await openDropdown(page).count()) await page.keyboard.press('Escape');
  }
  await expectText(select, label);
}

/** 'Câu n' of the builder */
export const question = (page: Page, n: number) => page.getByTestId(`survey-question-${n}`);

/** the titles of the builder's questions, in the order shown */
export async function questionTitles(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid=survey-builder] [data-testid^=survey-question-][data-testid$=-title]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** 'Thêm câu hỏi' in section n: waits for the new card 'Câu {count}' */
export async function addQuestion(page: Page, section: number, count: number) {
  await page.locator(`[data-testid=survey-section-${section}] [data-testid=survey-add-question]`).click();
  await question(page, count).waitFor();
}

/**
 * moves a question with the keyboard as a screen reader user would (dnd-kit's keyboard sensor): focus its handle,
 * Space to lift, the arrow, Space to drop it at place `to` (1-based), which must be the first or the last place: the
 * sensor starts listening for the arrows a moment after the lift (a timer), and on a busy machine an arrow pressed
 * before that is lost, so the arrow is pressed again until dnd-kit's live region announces the place, which an extra
 * press cannot overshoot at either end of the list.
 */
export async function keyboardDrag(page: Page, handle: Locator, key: 'ArrowUp' | 'ArrowDown', to: number) {
  const live = page.locator('[id^=DndLiveRegion]');
  const said = async () => (await live.allTextContents()).join(' ');
  await handle.focus();
  await page.keyboard.press('Space');
  await page.locator('.survey-sortable--dragging').waitFor();
  await expect
    .poll(
      async () => {
        if ((await said()).includes(`Sang vị trí ${to}.`)) return true;
        await page.keyboard.press(key);
        return false;
      },
      { timeout: 10_000, interval: 500 },
    )
    .toBe(true);
  await page.keyboard.press('Space');
  await expect.poll(said, { timeout: 10_000 }).toContain(`Đã đặt vào vị trí ${to}.`);
  await expect.poll(() => page.locator('.survey-sortable--dragging').count(), { timeout: 10_000 }).toBe(0);
  await animationsDone(page);
}

/** a person answers the survey through the residents' API (POST /api/web/surveys/{id}/responses) */
export async function answerSurvey(
  baseUrl: string,
  username: string,
  surveyId: number,
  answers: Record<string, unknown>,
): Promise<ApiAnswer<{ id: number } | null>> {
  const person = await apiLogin(baseUrl, username, DEMO_PASSWORD);
  return person.call<{ id: number } | null>('POST', `/api/web/surveys/${surveyId}/responses`, { answers });
}

interface WardServiceEntry {
  service: { id: number; key: string | null; name: string };
  enabled: boolean;
}

/** the services a ward has switched on (GET /api/admin/unconf-wards/{id}) */
export async function wardServices(admin: ApiSession, wardId: number) {
  return (await admin.get<{ entries: WardServiceEntry[] }>(`/api/admin/unconf-wards/${wardId}?length=100`)).entries;
}

/** switches the ward's 'Khảo sát' service on or off, the others left as they are; answers the survey service's id */
export async function switchSurveyService(admin: ApiSession, wardId: number, on: boolean) {
  const entries = await wardServices(admin, wardId);
  const survey = entries.find((entry) => entry.service.key === 'survey');
  if (!survey) throw new Error(`ward ${wardId} has no 'survey' service: ${JSON.stringify(entries)}`);
  const enabled = entries
    .filter((entry) => (entry.service.id === survey.service.id ? on : entry.enabled))
    .map((entry) => entry.service.id);
  const answer = await admin.call('PUT', `/api/admin/unconf-wards/${wardId}`, { enabled_service_ids: enabled });
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  return survey.service.id;
}
