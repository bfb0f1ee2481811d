import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let wardAdmin: string;
let officer: string;
const url = '/api/admin/freq-asked-questions';

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  [wardAdmin, officer] = await Promise.all([t.login('quantri1'), t.login('canbo1')]);
});
afterAll(() => t.close());

describe('FAQs through the resource engine', () => {
  it('sanitises the rich-text answer: scripts and foreign iframes go, headings and YouTube stay', async () => {
    const answer =
      '<h2>Thủ tục</h2><p onclick="x()">Mang <strong>CCCD</strong></p><script>alert(1)</script>' +
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://evil.example/x"></iframe>';
    const response = await t.request({
      method: 'POST',
      url,
      token: wardAdmin,
      payload: { question: 'Cần mang gì?', answer, ward_id: units.ward1 },
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json().data.entry.answer as string;
    expect(saved).toContain('<h2>Thủ tục</h2>');
    expect(saved).toContain('<strong>CCCD</strong>');
    expect(saved).toContain('youtube.com/embed/dQw4w9WgXcQ');
    expect(saved).not.toMatch(/script|onclick|evil\.example/);
  });

  it('validates with Vietnamese labels', async () => {
    const response = await t.request({
      method: 'POST',
      url,
      token: wardAdmin,
      payload: { question: 'Hỏi?', ward_id: units.ward1 },
    });
    expect(response.json()).toEqual({ code: 400, message: 'Câu trả lời không được trống!', data: null });
  });

  it('toggles visibility with PATCH /{id}/change-active and filters by it', async () => {
    const [first] = (await t.request({ method: 'GET', url: `${url}?sort=sort_order`, token: officer })).json().data
      .entries;
    expect(first.is_active).toBe(true);
    const toggled = await t.request({ method: 'PATCH', url: `${url}/${first.id}/change-active`, token: wardAdmin });
    expect(toggled.json()).toMatchObject({
      code: 200,
      message: 'Cập nhật hiển thị thành công',
      data: { entry: { is_active: false } },
    });
    const hidden = (await t.request({ method: 'GET', url: `${url}?is_active=false`, token: officer })).json().data;
    expect(hidden.entries.map((f: { id: number }) => f.id)).toEqual([first.id]);
    const bad = await t.request({ method: 'GET', url: `${url}?is_active=maybe`, token: officer });
    expect(bad.json().message).toBe('Hiển thị không đúng định dạng!');
  });

  it('sets the value sent in the body, so a repeated click changes nothing', async () => {
    const [row] = (await t.request({ method: 'GET', url: `${url}?sort=sort_order&order=desc`, token: officer })).json()
      .data.entries;
    for (let i = 0; i < 2; i++) {
      const response = await t.request({
        method: 'PATCH',
        url: `${url}/${row.id}/change-active`,
        token: wardAdmin,
        payload: { is_active: false },
      });
      expect(response.json().data.entry.is_active).toBe(false);
    }
    const bad = await t.request({
      method: 'PATCH',
      url: `${url}/${row.id}/change-active`,
      token: wardAdmin,
      payload: { is_active: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses toggling for a role without update, and another ward’s row', async () => {
    const [first] = (await t.request({ method: 'GET', url, token: officer })).json().data.entries;
    const ward1Officer = await t.request({
      method: 'PATCH',
      url: `${url}/${first.id}/change-active`,
      token: await t.login('yte1'),
    });
    expect(ward1Officer.statusCode).toBe(403);
    const otherWard = await t.request({
      method: 'PATCH',
      url: `${url}/${first.id}/change-active`,
      token: await t.login('quantri2'),
    });
    expect(otherWard.statusCode).toBe(404);
  });
});
