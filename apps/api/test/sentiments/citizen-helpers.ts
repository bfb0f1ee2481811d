import { eq, sql } from 'drizzle-orm';
import { sentiments } from '../../src/db/schema/index.ts';
import { multipart, PNG } from '../files/multipart.ts';
import type { TestApp } from '../helper.ts';

export const SUBMIT_URL = '/api/web/sentiments';

export const submission = (wardId: number, extra: Record<string, unknown> = {}) => ({
  title: 'Đường vào thôn Đồng Tâm bị sạt lở',
  content: 'Sau trận mưa lớn đêm qua, đoạn đường gần nhà văn hoá bị sạt lở, xe máy không đi qua được.',
  category_id: 2,
  ward_id: wardId,
  address: 'Gần nhà văn hoá thôn Đồng Tâm',
  lat: 22.48,
  lng: 103.97,
  ...extra,
});

export const GUEST = { guest_name: 'Lý Thị Mai', guest_phone: '091 234 5678' };

/** POST /api/web/sentiments as a resident (token) or a guest */
export function submit(
  t: TestApp,
  payload: Record<string, unknown>,
  options: { token?: string; remoteAddress?: string } = {},
) {
  return t.request({
    method: 'POST',
    url: SUBMIT_URL,
    payload,
    token: options.token,
    remoteAddress: options.remoteAddress,
  });
}

/** a photo uploaded by this caller: its path */
export async function uploadPhoto(
  t: TestApp,
  options: { token?: string; remoteAddress?: string } = {},
): Promise<string> {
  const body = multipart([{ name: 'Ảnh sạt lở.png', content: PNG, type: 'image/png' }]);
  const response = await t.request({
    method: 'POST',
    url: '/api/files',
    payload: body.payload,
    headers: body.headers,
    ...options,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data.entries[0].path;
}

/** what the staff side will do through its routes: the item processed (3) or not (4), with a reply */
export async function finishInDatabase(
  t: TestApp,
  id: number,
  values: { result?: 3 | 4; active?: boolean; archived?: boolean } = {},
) {
  const result = values.result ?? 3;
  await t.database.db
    .update(sentiments)
    .set({
      status: result,
      resultSentiment: result,
      active: values.active ?? true,
      receivedAt: sql`now()`,
      timeReply: sql`now()`,
      contentReply: '<p>Xã đã cho san gạt đoạn đường bị sạt lở.</p>',
      archivedAt: values.archived ? sql`now()` : null,
    })
    .where(eq(sentiments.id, id));
}
