import type { ComponentType, ReactNode } from 'react';
import type { RequiredPermission } from '@console/shared/api-types';
import type { WardServiceCheck } from './ward-services';

/** one screen of a hand-written area: its path (absolute, under /admin), its lazy code and what it needs */
export interface FeatureScreen {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** none: any signed-in user */
  access?: RequiredPermission;
  /** spec §6: the ward's service the screen needs switched on (officers with a ward only) */
  service?: WardServiceCheck;
}

/** an area's entry of the side menu and the home page */
export interface FeatureMenuEntry {
  /** stable id for selectors: 'users' */
  key: string;
  /** the area's name (home cards, sentences) */
  label: string;
  /** the side menu's text when the area's name would repeat its group's ('Phản ánh' › 'Danh sách phản ánh') */
  sideMenuLabel?: string;
  path: string;
  icon: ReactNode;
  permission?: RequiredPermission;
  /** a group of app/menu-entries.tsx ('sentiments', 'countryside-market'…) */
  group?: string;
  /** its place in the menu among the hand-written areas (lower first) */
  order: number;
  /** spec §6: shown only when the officer's ward has this service on (admin, root and people without a ward: always) */
  service?: WardServiceCheck;
}

/**
 * What a feature adds to the console (issue 11: features register their own routes and menu entries):
 * `features/<area>/screens.tsx` exports `featureScreens`, found by the route table and the menu.
 */
export interface FeatureScreens {
  screens: FeatureScreen[];
  menu?: FeatureMenuEntry[];
}
