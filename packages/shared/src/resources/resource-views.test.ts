import { describe, expect, it } from 'vitest';
import { resourceViews, tableNameOf, type Resource } from './define-resource.ts';
import { agricultureServices } from './agriculture-services.ts';
import { smartTravelBanners } from './banners.ts';
import { serviceManagements } from './service-managements.ts';
import { officialServiceWards } from './service-wards.ts';
import { smartDevices } from './smart-devices.ts';
import { wardServiceManagements } from './ward-service-managements.ts';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe('resourceViews: the same screens at another place (alsoAt)', () => {
  it('keeps the first place and adds each other one with every row, its own key, menu and edit segment', () => {
    const [images, tourism] = resourceViews(smartTravelBanners as unknown as Resource);
    expect([images.path, tourism.path]).toEqual(['/admin/images/travel', '/admin/travel-informations/banners']);
    expect([images.view, tourism.view]).toEqual([undefined, 'travel-banners']);
    expect([images.editSegment, tourism.editSegment]).toEqual([undefined, 'update']);
    expect(tourism.name).toBe('smart-travel-banners');
    expect(tourism.fixed).toBeUndefined();
    expect(tourism.fields).toEqual(smartTravelBanners.fields);
    expect(tourism.alsoAt).toBeUndefined();
  });
});

describe('resourceViews: one API, several screens', () => {
  const [links, integrated] = resourceViews(serviceManagements as unknown as Resource);

  it('gives a definition without views its own screens', () => {
    expect(resourceViews(smartDevices as unknown as Resource)).toEqual([smartDevices]);
  });

  it('makes one screen resource per view, on the same API and subject, behind the view’s list action', () => {
    expect([links.name, integrated.name]).toEqual(['service-managements', 'service-managements']);
    expect([links.path, integrated.path]).toEqual([
      '/admin/service-link-managements',
      '/admin/service-integrated-managements',
    ]);
    expect([links.view, integrated.view]).toEqual(['service-link-managements', 'service-integrated-managements']);
    expect([links.listAction, integrated.listAction]).toEqual(['menu_link', 'menu_inte']);
    expect(links.subject).toBe('service_management');
    expect(links.views).toBeUndefined();
  });

  it('leaves the fixed field out of the form, the columns and the filters', () => {
    expect(links.fixed).toEqual({ field: 'kind', value: 'link' });
    expect(links.fields).not.toHaveProperty('kind');
    expect(links.list.columns).not.toContain('kind');
    expect(links.list.filters).toEqual(['is_active']);
  });

  it('takes a view’s own columns where it names them (no address column for integrated services)', () => {
    expect(links.list.columns).toEqual(['name', 'icon', 'link', 'sort_order', 'is_active']);
    expect(integrated.list.columns).toEqual(['name', 'icon', 'sort_order', 'is_active']);
  });

  it('requires the link on the link screen only', () => {
    const body = { name: 'Cổng dịch vụ công' };
    expect(firstError(links.createSchema.safeParse(body))).toBe('Đường dẫn không được trống!');
    expect(integrated.createSchema.safeParse(body).success).toBe(true);
    // the API's schema (both kinds) leaves it to the server's check of the stored row
    expect(serviceManagements.createSchema.safeParse({ ...body, kind: 'link' }).success).toBe(true);
  });
});

describe('resourceViews: a view’s own detail and edit routes (agriculture services)', () => {
  const [machine, supplies] = resourceViews(agricultureServices as unknown as Resource);

  it('puts each kind’s screens under its own path, with the spec’s detail/{id}', () => {
    expect([machine.path, supplies.path]).toEqual([
      '/admin/agriculture-service/machine',
      '/admin/agriculture-service/supplies',
    ]);
    expect([machine.detailPath, supplies.detailPath]).toEqual([
      '/admin/agriculture-service/machine/detail/{id}',
      '/admin/agriculture-service/supplies/detail/{id}',
    ]);
    expect(supplies.editPath).toBe('/admin/agriculture-service/supplies/update/{id}');
    expect([machine.fixed, supplies.fixed]).toEqual([
      { field: 'kind', value: 'machine' },
      { field: 'kind', value: 'supplies' },
    ]);
    expect(machine.fields).not.toHaveProperty('kind');
    expect(machine.list.filters).not.toContain('kind');
    // the category still names the field it agrees with: the view's fixed value stands for it
    expect(machine.fields.category_id.matches).toEqual({
      field: 'kind',
      targetField: 'kind',
      values: { machine: 'agriculture_machine', supplies: 'agriculture_supplies' },
    });
  });

  it('keeps no detail path on views that name none', () => {
    const [links] = resourceViews(serviceManagements as unknown as Resource);
    expect(links.detailPath).toBeUndefined();
  });
});

describe('tableNameOf', () => {
  it('maps - and / to _, unless the definition names its table', () => {
    expect(tableNameOf(smartDevices)).toBe('smart_devices');
    expect(tableNameOf(officialServiceWards)).toBe('service_wards_official');
    expect(tableNameOf(serviceManagements)).toBe('platform_services');
    expect(tableNameOf(wardServiceManagements)).toBe('ward_services');
  });
});
