import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Attachment } from '../field-kinds/attachments.ts';
import type { KindValues } from '../field-kinds/index.ts';
import type { LatLng } from '../field-kinds/location.ts';
import { referenceNameKey } from '../field-kinds/reference.ts';
import type { FieldKind } from '../validation/field-defs.ts';
import { defineResource } from './define-resource.ts';
import { findResources } from './find-resources.node.ts';
import { HEAVY_KINDS } from './list-fields.ts';
import type {
  ArticleRow,
  DepartmentRow,
  ExplorationListRow,
  ExplorationRow,
  ResourceRows,
  RuralNetworkRow,
  ServiceManagementListRow,
  ServiceManagementRow,
  SmartDeviceListRow,
  SmartDeviceRow,
  VillageRow,
  WardServiceManagementRow,
} from './resource-row-types.ts';
import type { HeavyKind, ListRowOf, ReferenceNameKey, RowOf } from './resource-rows.ts';

type AuditKeys = 'created_at' | 'updated_at' | 'created_by' | 'updated_by' | 'created_by_name' | 'updated_by_name';

describe('KindValues: each kind’s value in a row, from its zod row schema', () => {
  it('gives the text kinds, numbers, references and the ward as nullable, a switch never null', () => {
    expectTypeOf<KindValues['text']>().toEqualTypeOf<string | null>();
    expectTypeOf<KindValues['richtext']>().toEqualTypeOf<string | null>();
    expectTypeOf<KindValues['money']>().toEqualTypeOf<number | null>();
    expectTypeOf<KindValues['reference']>().toEqualTypeOf<number | null>();
    expectTypeOf<KindValues['ward']>().toEqualTypeOf<number | null>();
    expectTypeOf<KindValues['date']>().toEqualTypeOf<string | null>();
    expectTypeOf<KindValues['boolean']>().toEqualTypeOf<boolean>();
    expectTypeOf<KindValues['select']>().toEqualTypeOf<string | number | null>();
  });

  it('gives the jsonb kinds their shapes', () => {
    expectTypeOf<KindValues['location']>().toEqualTypeOf<{ lat: number; lng: number } | null>();
    expectTypeOf<NonNullable<KindValues['location']>>().toExtend<LatLng>();
    expectTypeOf<NonNullable<KindValues['attachments']>>().toExtend<Attachment[]>();
    expectTypeOf<Attachment[]>().toExtend<NonNullable<KindValues['attachments']>>();
  });

  it('has an entry for every kind', () => {
    expectTypeOf<keyof KindValues>().toEqualTypeOf<FieldKind>();
  });
});

describe('RowOf: the row by id', () => {
  it('types a reference as its id and the target’s name, money as nullable, switches as booleans', () => {
    expectTypeOf<SmartDeviceRow['id']>().toEqualTypeOf<number>();
    expectTypeOf<SmartDeviceRow['name']>().toEqualTypeOf<string>();
    expectTypeOf<SmartDeviceRow['type_id']>().toEqualTypeOf<number>();
    expectTypeOf<SmartDeviceRow['type_name']>().toEqualTypeOf<string | null>();
    // several references: their ids and names in the stored order
    expectTypeOf<ArticleRow['tag_ids']>().toEqualTypeOf<number[] | null>();
    expectTypeOf<ArticleRow['tag_names']>().toEqualTypeOf<string[] | null>();
    expectTypeOf<SmartDeviceRow['price']>().toEqualTypeOf<number | null>();
    expectTypeOf<SmartDeviceRow['description']>().toEqualTypeOf<string | null>();
    expectTypeOf<SmartDeviceRow['is_approved']>().toEqualTypeOf<boolean>();
    expectTypeOf<SmartDeviceRow['ward_id']>().toEqualTypeOf<number>();
    expectTypeOf<SmartDeviceRow['ward_name']>().toEqualTypeOf<string | null>();
    expectTypeOf<SmartDeviceRow['created_by_name']>().toEqualTypeOf<string | null>();
    expectTypeOf<WardServiceManagementRow['service_name']>().toEqualTypeOf<string | null>();
  });

  it('has exactly the keys the API answers', () => {
    expectTypeOf<keyof VillageRow>().toEqualTypeOf<
      'id' | 'name' | 'ward_id' | 'head_name' | 'phone' | 'households' | 'description' | 'ward_name' | AuditKeys
    >();
    expectTypeOf<keyof DepartmentRow>().toEqualTypeOf<'id' | 'name' | 'description' | AuditKeys>();
  });

  it('narrows a select to its options when they are `as const`', () => {
    expectTypeOf<ServiceManagementRow['kind']>().toEqualTypeOf<'link' | 'integrated'>();
    expectTypeOf<RuralNetworkRow['network_kind']>().toEqualTypeOf<
      'fiber' | 'mobile' | 'public_wifi' | 'access_point'
    >();
    expectTypeOf<ServiceManagementRow['key']>().toEqualTypeOf<string | null>();
  });

  it('types a location and a required rich text', () => {
    expectTypeOf<ExplorationRow['location']>().toEqualTypeOf<LatLng | null>();
    expectTypeOf<ExplorationRow['content']>().toEqualTypeOf<string>();
  });

  it('names the ward only for ward-scoped resources', () => {
    expectTypeOf<DepartmentRow>().not.toHaveProperty('ward_name');
    expectTypeOf<ServiceManagementRow>().not.toHaveProperty('ward_name');
    expectTypeOf<VillageRow>().toHaveProperty('ward_name');
  });

  it('names a reference’s target as referenceNameKey does', () => {
    expectTypeOf<ReferenceNameKey<'type_id'>>().toEqualTypeOf<'type_name'>();
    expectTypeOf<ReferenceNameKey<'parent'>>().toEqualTypeOf<'parent_name'>();
    expectTypeOf<ReferenceNameKey<'a_id_id'>>().toEqualTypeOf<'a_id_name'>();
    expect(['type_id', 'parent', 'a_id_id'].map(referenceNameKey)).toEqual(['type_name', 'parent_name', 'a_id_name']);
  });
});

describe('ListRowOf: a row of the list', () => {
  it('makes the heavy fields optional and keeps the others as they are', () => {
    expectTypeOf<SmartDeviceListRow['description']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<ExplorationListRow['content']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<SmartDeviceListRow['name']>().toEqualTypeOf<string>();
    expectTypeOf<SmartDeviceListRow['type_name']>().toEqualTypeOf<string | null>();
    expectTypeOf<ServiceManagementListRow['kind']>().toEqualTypeOf<'link' | 'integrated'>();
    expectTypeOf<SmartDeviceRow>().toExtend<SmartDeviceListRow>();
    expectTypeOf<Omit<SmartDeviceRow, 'description'>>().toExtend<SmartDeviceListRow>();
  });

  it('types attachments and a select without `as const` (a definition of this test only)', () => {
    const notices = defineResource({
      name: 'test-notices',
      path: '/admin/test-notices',
      subject: 'villages',
      label: 'thông báo',
      scope: 'global',
      fields: {
        name: { label: 'Tên', kind: 'text', required: true },
        files: { label: 'Tệp', kind: 'attachments' },
        level: { label: 'Mức', kind: 'select', options: [{ value: 'low', label: 'Thấp' }] },
      },
      list: { columns: ['name', 'level'], search: [], filters: [], sortable: [] },
    });
    type NoticeRow = RowOf<typeof notices>;
    expectTypeOf<NoticeRow['files']>().toEqualTypeOf<KindValues['attachments']>();
    expectTypeOf<NoticeRow['level']>().toEqualTypeOf<string | null>();
    expectTypeOf<ListRowOf<typeof notices>['files']>().toEqualTypeOf<KindValues['attachments'] | undefined>();
    expect(notices.isResource).toBe(true);
  });

  it('leaves out the kinds list-fields.ts leaves out', () => {
    const heavy = ['richtext', 'attachments'] as const satisfies readonly HeavyKind[];
    expectTypeOf<HeavyKind>().toEqualTypeOf<(typeof heavy)[number]>();
    expect([...HEAVY_KINDS].sort()).toEqual([...heavy].sort());
  });
});

describe('resource-row-types.ts', () => {
  // every resource's API name, checked both ways: against ResourceRows at the type level, against the folder at runtime
  const NAMES = [
    'personal-stores',
    'personal-products',
    'market-articles',
    'market-albums',
    'travel-introduce',
    'tourist-attractions',
    'travel-posts',
    'travel-accommodations',
    'travel-cuisines',
    'travel-transports',
    'travel-local-specialties',
    'departments',
    'explorations',
    'freq-asked-questions',
    'phonebook',
    'positions',
    'rural-digital-services',
    'rural-networks',
    'service-managements',
    'service-suggestions',
    'service-wards/official',
    'service-wards/rural',
    'service-wards/enterprise',
    'smart-device-types',
    'smart-devices',
    'smart-solution-types',
    'smart-solutions',
    'video-tutorials',
    'villages',
    'ward-service-managements',
    'article-categories',
    'articles',
    'knowledge-categories',
    'library-articles',
    'library-videos',
    'videos',
    'websites',
    'ward-contacts',
    'footer',
    'contact',
    'header-images',
    'main-banners',
    'second-banners',
    'smart-travel-banners',
    'config-banners',
    'logo',
    'ward-banners/home',
    'ward-banners/services',
    'ward-banners/travel',
    'ward-banners/market',
    'images',
    'albums',
    'tags',
    'menus',
    'excel-files',
    'header-footer-configs',
    'groups',
    'union-organizations',
    'camera-locations',
    'cameras',
    'categories',
    'agriculture-services',
  ] as const satisfies readonly (keyof ResourceRows)[];

  it('names the rows of every definition of the folder', async () => {
    expectTypeOf<keyof ResourceRows>().toEqualTypeOf<(typeof NAMES)[number]>();
    const found = (await findResources()).map((resource) => resource.name);
    expect([...found].sort()).toEqual([...NAMES].sort());
  });

  it('exports nothing at runtime (the folder is scanned for definitions)', async () => {
    expect(Object.keys(await import('./resource-rows.ts'))).toEqual([]);
    expect(Object.keys(await import('./resource-row-types.ts'))).toEqual([]);
  });
});
