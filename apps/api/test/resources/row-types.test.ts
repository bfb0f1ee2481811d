import type {
  ExplorationListRow,
  ExplorationRow,
  ServiceManagementListRow,
  ServiceManagementRow,
  SmartDeviceListRow,
  SmartDeviceRow,
} from '@console/shared/resources/resource-row-types';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { resourceClient } from './resource-client.ts';

// The shared row types (packages/shared/src/resources/resource-rows.ts, derived from the definitions) against the rows
// the app really answers. Each resource below has one guard per key of its row type: the guards' types must equal the
// row type (checked by the compiler), and every row read here must have exactly those keys (a list row may lack the
// keys its type makes optional) with every value passing its guard (checked at runtime).

type Guard<T> = (value: unknown) => value is T;
const isString: Guard<string> = (value): value is string => typeof value === 'string';
const isNumber: Guard<number> = (value): value is number => typeof value === 'number';
const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean';
const isInstant: Guard<string> = (value): value is string => isString(value) && !Number.isNaN(Date.parse(value));
const isLatLng: Guard<{ lat: number; lng: number }> = (value): value is { lat: number; lng: number } =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).sort().join() === 'lat,lng' &&
  isNumber((value as { lat: unknown }).lat) &&
  isNumber((value as { lng: unknown }).lng);
const nullable =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (value): value is T | null =>
    value === null || guard(value);
const oneOf =
  <const T extends readonly string[]>(...values: T): Guard<T[number]> =>
  (value): value is T[number] =>
    values.includes(value as string);

/** a guard for every key of a row type (an optional key's guard checks the value when it is there) */
type RowGuards<Row> = { [K in keyof Row]-?: Guard<Exclude<Row[K], undefined>> };
/** the row type a set of guards checks */
type Guarded<G> = { [K in keyof G]: G[K] extends Guard<infer T> ? T : never };
/** the keys a row type lets a row leave out */
type OptionalKeys<Row> = { [K in keyof Row]-?: object extends Pick<Row, K> ? K : never }[keyof Row];

const AUDIT = {
  created_at: isInstant,
  updated_at: isInstant,
  created_by: nullable(isNumber),
  updated_by: nullable(isNumber),
  created_by_name: nullable(isString),
  updated_by_name: nullable(isString),
};

const SMART_DEVICE = {
  id: isNumber,
  name: isString,
  type_id: isNumber,
  type_name: nullable(isString),
  image: nullable(isString),
  description: nullable(isString),
  link: nullable(isString),
  supplier: nullable(isString),
  price: nullable(isNumber),
  ward_id: isNumber,
  ward_name: nullable(isString),
  is_approved: isBoolean,
  is_enabled: isBoolean,
  ...AUDIT,
} satisfies RowGuards<SmartDeviceRow>;
const SMART_DEVICE_LIST_OPTIONAL = ['description'] as const;

const EXPLORATION = {
  id: isNumber,
  title: isString,
  cover: nullable(isString),
  content: isString,
  location: nullable(isLatLng),
  map_link: nullable(isString),
  vr3d_link: nullable(isString),
  ward_id: isNumber,
  ward_name: nullable(isString),
  is_active: isBoolean,
  ...AUDIT,
} satisfies RowGuards<ExplorationRow>;
const EXPLORATION_LIST_OPTIONAL = ['content'] as const;

const SERVICE_MANAGEMENT = {
  id: isNumber,
  key: nullable(isString),
  name: isString,
  kind: oneOf('link', 'integrated'),
  icon: nullable(isString),
  link: nullable(isString),
  description: nullable(isString),
  sort_order: nullable(isNumber),
  is_active: isBoolean,
  ...AUDIT,
} satisfies RowGuards<ServiceManagementRow>;

describe('the guards are the row types (compile time)', () => {
  it('checks every key of each row type, with its exact type', () => {
    expectTypeOf<Guarded<typeof SMART_DEVICE>>().toEqualTypeOf<SmartDeviceRow>();
    expectTypeOf<Guarded<typeof EXPLORATION>>().toEqualTypeOf<ExplorationRow>();
    expectTypeOf<Guarded<typeof SERVICE_MANAGEMENT>>().toEqualTypeOf<ServiceManagementRow>();
  });

  it('checks a list row with the same guards, its heavy fields optional', () => {
    expectTypeOf<Guarded<typeof SMART_DEVICE>>().toEqualTypeOf<Required<SmartDeviceListRow>>();
    expectTypeOf<(typeof SMART_DEVICE_LIST_OPTIONAL)[number]>().toEqualTypeOf<OptionalKeys<SmartDeviceListRow>>();
    expectTypeOf<Guarded<typeof EXPLORATION>>().toEqualTypeOf<Required<ExplorationListRow>>();
    expectTypeOf<(typeof EXPLORATION_LIST_OPTIONAL)[number]>().toEqualTypeOf<OptionalKeys<ExplorationListRow>>();
    expectTypeOf<Guarded<typeof SERVICE_MANAGEMENT>>().toEqualTypeOf<Required<ServiceManagementListRow>>();
    expectTypeOf<OptionalKeys<ServiceManagementListRow>>().toEqualTypeOf<never>();
  });
});

/** the row, checked against its guards: exactly their keys (bar the optional ones), each value of its type */
function typedRow<Row>(value: unknown, guards: RowGuards<Row>, optional: readonly string[] = []): Row {
  const row = value as Record<string, unknown>;
  const checks = guards as Record<string, Guard<unknown>>;
  const keys = Object.keys(checks);
  expect(
    Object.keys(row).filter((key) => !keys.includes(key)),
    'keys the type does not have',
  ).toEqual([]);
  expect(
    keys.filter((key) => !(key in row) && !optional.includes(key)),
    'keys of the type missing',
  ).toEqual([]);
  expect(
    Object.entries(row)
      .filter(([key, field]) => !checks[key](field))
      .map(([key, field]) => `${key}: ${JSON.stringify(field)}`),
    'values not of their type',
  ).toEqual([]);
  return row as Row;
}

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  for (const name of ['admin', 'quantri1']) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

/** the row a create answered, the same row read by id, and the list's rows */
async function rowsOf(name: string, token: string, body: Record<string, unknown>, query = '?length=100') {
  const client = resourceClient(t, name);
  const created = await client.create(token, body);
  expect(created.statusCode, created.body).toBe(200);
  const entry: unknown = created.json().data.entry;
  const read = await client.get(token, (entry as { id: number }).id);
  expect(read.statusCode, read.body).toBe(200);
  const list = await client.list(token, query);
  expect(list.statusCode, list.body).toBe(200);
  return { entry, read: read.json().data.entry as unknown, list: list.json().data.entries as unknown[] };
}

describe('SmartDeviceRow and SmartDeviceListRow (a reference, money, rich text, switches, the ward)', () => {
  it('types the rows of a device with every field and of one with the required fields only', async () => {
    const [type] = await resourceClient(t, 'smart-device-types').rows(tokens.quantri1, '?sort=sort_order');
    const required = { name: 'Cảm biến mực nước', type_id: type.id, ward_id: units.ward1 };
    const full = {
      ...required,
      image: 'https://yenbai.gov.vn/anh/cam-bien.jpg',
      description: '<p>Báo <strong>lũ</strong> sớm</p>',
      link: 'https://vnpt.vn/cam-bien',
      supplier: 'VNPT Yên Bái',
      price: 2_500_000,
    };
    for (const body of [full, required]) {
      const { entry, read, list } = await rowsOf('smart-devices', tokens.quantri1, body);
      typedRow<SmartDeviceRow>(entry, SMART_DEVICE);
      const device = typedRow<SmartDeviceRow>(read, SMART_DEVICE);
      expect(device.type_name).toBe(type.name);
      expect(device.ward_name).toEqual(expect.any(String));
      expect(device.price).toBe(body === full ? 2_500_000 : null);
      expect(list.length).toBeGreaterThan(1);
      for (const row of list) typedRow<SmartDeviceListRow>(row, SMART_DEVICE, SMART_DEVICE_LIST_OPTIONAL);
      // the page's statement writes its timestamps as ISO text itself: the same text as the row read by id
      const listed = (list as SmartDeviceListRow[]).find((row) => row.id === device.id)!;
      expect([listed.created_at, listed.updated_at]).toEqual([device.created_at, device.updated_at]);
      expect(listed.created_at).toBe(new Date(device.created_at).toISOString());
    }
  });
});

describe('ExplorationRow and ExplorationListRow (a location, a required rich text)', () => {
  it('types the rows of a place with every field and of one with the required fields only', async () => {
    const required = { title: 'Ruộng bậc thang Mù Cang Chải', content: '<p>Mùa lúa chín</p>', ward_id: units.ward1 };
    const full = {
      ...required,
      cover: 'https://yenbai.gov.vn/anh/ruong.jpg',
      location: { lat: 21.8526, lng: 104.0859 },
      map_link: 'https://maps.app.goo.gl/9pXe2Ls4TqWm7Bz3C',
      vr3d_link: 'https://vr360.yenbai.gov.vn/mu-cang-chai',
    };
    for (const body of [full, required]) {
      const { entry, read, list } = await rowsOf('explorations', tokens.quantri1, body);
      typedRow<ExplorationRow>(entry, EXPLORATION);
      const place = typedRow<ExplorationRow>(read, EXPLORATION);
      expect(place.location).toEqual(body === full ? full.location : null);
      for (const row of list) typedRow<ExplorationListRow>(row, EXPLORATION, EXPLORATION_LIST_OPTIONAL);
    }
  });
});

describe('ServiceManagementRow (a select of `as const` options, a global catalogue with its built-in key)', () => {
  it('types a staff row, a built-in row and the list', async () => {
    const { entry, read, list } = await rowsOf('service-managements', tokens.admin, {
      name: 'Tra cứu quy hoạch',
      kind: 'link',
      link: 'https://quyhoach.yenbai.gov.vn',
      sort_order: 12,
    });
    typedRow<ServiceManagementRow>(entry, SERVICE_MANAGEMENT);
    expect(typedRow<ServiceManagementRow>(read, SERVICE_MANAGEMENT).key).toBeNull();
    const rows = list.map((row) => typedRow<ServiceManagementListRow>(row, SERVICE_MANAGEMENT));
    const builtIn = rows.find((row) => row.key !== null);
    expect(builtIn?.kind).toBe('integrated');
    const catalogue = resourceClient(t, 'service-managements');
    typedRow<ServiceManagementRow>(await catalogue.row(tokens.admin, builtIn!.id), SERVICE_MANAGEMENT);
  });
});
