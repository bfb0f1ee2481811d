import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';
import { STAFF_URL } from './sentiment-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo sentiments (seeded with the demo data)', () => {
  it('give each demo commune items to work on, every status, with their timelines', async () => {
    const officer = await t.login('canbo1');
    const counts = (await t.request({ method: 'GET', url: `${STAFF_URL}/status-counts`, token: officer })).json().data;
    expect(counts).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, all: 5 });
    const archived = (await t.request({ method: 'GET', url: `${STAFF_URL}/archived`, token: officer })).json().data;
    expect(archived.total).toBe(1);
    const list = (await t.request({ method: 'GET', url: STAFF_URL, token: officer })).json().data.entries as { id: number; status: number }[];
    for (const { id, status } of list) {
      const { timeline } = (await t.request({ method: 'GET', url: `${STAFF_URL}/${id}`, token: officer })).json().data.entry;
      expect(timeline[0]).toMatchObject({ action: 'submit', to_status: 1 });
      expect(timeline.at(-1).to_status).toBe(status);
    }
    const second = (await t.request({ method: 'GET', url: `${STAFF_URL}/status-counts`, token: await t.login('canbo2') })).json().data;
    expect(second.all).toBe(3);
    // open items keep a deadline ahead, so nothing is overdue but the items marked so
    const overdue = (await t.request({ method: 'GET', url: `${STAFF_URL}?overdue_only=true`, token: await t.login('tinh') })).json().data;
    expect(overdue.entries.every((e: { status: number }) => e.status === 5)).toBe(true);
  });
});
