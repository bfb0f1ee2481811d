import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { platformBannerTable, wardBannerTable } from '../banner-table.ts';

export const headerImages = platformBannerTable('header_images');
export const mainBanners = platformBannerTable('main_banners');
export const secondBanners = platformBannerTable('second_banners');
export const smartTravelBanners = platformBannerTable('smart_travel_banners');
export const configBanners = platformBannerTable('config_banners');

export const wardHomeBanners = wardBannerTable('ward_banners_home');
export const wardServiceBanners = wardBannerTable('ward_banners_services');
export const wardTravelBanners = wardBannerTable('ward_banners_travel');
export const wardMarketBanners = wardBannerTable('ward_banners_market');

export const logo = pgTable('logo', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  ...auditColumns(),
});
