import { expect } from 'vitest';
import type { apiLogin } from './flows';

// helpers of agriculture-services.test.ts: a resident's offer sent through the residents' API, and what residents
// read without signing in

type Api = Awaited<ReturnType<typeof apiLogin>>;

export const AGRICULTURE_API = '/api/admin/agriculture-services';

export interface Offer {
  name: string;
  /** a machine category's id (GET /api/admin/agriculture-service-categories?kind=machine) */
  categoryId: number;
  price: number;
  unit: string;
}

export interface MineRow {
  id: number;
  name: string;
  approval_status: string;
  refusal_reason: string | null;
}

/** the active machine categories the ward's pickers offer, by name */
export async function machineCategories(staff: Api): Promise<Map<string, number>> {
  const answer = await staff.get<{ entries: { id: number; name: string; kind: string }[] }>(
    '/api/admin/agriculture-service-categories?kind=machine',
  );
  return new Map(answer.entries.map((row) => [row.name, row.id]));
}

/**
 * The resident offers a machine service from the app (POST /api/web/agriculture-services, signed in): the answer
 * carries no row, so its id is read back from the resident's own list (GET …/mine, newest first)
 */
export async function offerService(resident: Api, offer: Offer, hamletIds: number[]): Promise<MineRow> {
  const sent = await resident.call<null>('POST', '/api/web/agriculture-services', {
    name: offer.name,
    kind: 'machine',
    category_id: offer.categoryId,
    price: offer.price,
    unit: offer.unit,
    season: 'Vụ Mùa 2026',
    service_area_ids: hamletIds,
    provider_kind: 'resident',
    contact_name: resident.user.kyc?.full_name ?? 'Vàng A Dình',
    contact_phone: '0912 345 678',
    description: `${offer.name}: nhận ruộng trong xã, báo trước 1–2 ngày.`,
    ward_id: resident.user.ward_id,
  });
  expect(sent.code, sent.message).toBe(200);
  expect(sent.message).toBe('Gửi dịch vụ thành công, vui lòng chờ xã/phường phê duyệt');
  const row = (await mine(resident)).find((entry) => entry.name === offer.name);
  expect(row, `${offer.name} not in the resident's own list`).toBeDefined();
  return row!;
}

/** what the resident sent, with the ward's answer */
export async function mine(resident: Api): Promise<MineRow[]> {
  return (await resident.get<{ entries: MineRow[] }>('/api/web/agriculture-services/mine?length=100')).entries;
}

/** the ids residents see on the public list of one ward's machine services, read without a token */
export async function publicMachineIds(baseUrl: string, wardId: number): Promise<number[]> {
  const answer = await fetch(`${baseUrl}/api/web/agriculture-services?ward_id=${wardId}&kind=machine&length=100`);
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { data: { entries: { id: number }[] } };
  return body.data.entries.map((row) => row.id);
}

/** the names of the active categories of a list, as the residents' app reads them without a token */
export async function publicCategoryNames(baseUrl: string, kind: string): Promise<string[]> {
  const answer = await fetch(`${baseUrl}/api/web/categories?kind=${kind}&length=100`);
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { data: { entries: { name: string }[] } };
  return body.data.entries.map((row) => row.name);
}
