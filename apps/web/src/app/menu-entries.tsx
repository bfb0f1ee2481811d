import {
  AppstoreOutlined,
  BookOutlined,
  CarOutlined,
  CompassOutlined,
  CustomerServiceOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  FlagOutlined,
  HomeOutlined,
  MailOutlined,
  MessageOutlined,
  NotificationOutlined,
  PictureOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { useMemo, type ReactNode } from 'react';
import { canAccess, type AppAbility } from '@console/shared/permissions';
import { resourceViews, type Resource } from '@console/shared/resources/define-resource';
import type { FeatureMenuEntry } from '../lib/feature-screens';
import { menuIcon } from '../lib/menu-icons';
import { RESOURCES } from '../lib/resources';
import { HOME_PATH } from '../lib/route-paths';
import { useAppAbility } from '../lib/use-app-ability';
import { passesWardCheck, useWardServices } from '../lib/ward-services';
import { FEATURES } from './features';

export interface MenuGroup {
  key: string;
  label: string;
  icon: ReactNode;
}

/** an entry as the menu shows it: a feature's (lib/feature-screens.ts) or a resource's, its group resolved */
export type MenuEntry = Omit<FeatureMenuEntry, 'group' | 'order'> & { group?: MenuGroup };

// areas grouped in the sidebar by their route prefix (spec §2: /admin/service-supports/…)
const GROUPS: (MenuGroup & { prefix: string })[] = [
  {
    prefix: '/admin/service-supports/',
    key: 'service-supports',
    label: 'Hỗ trợ dịch vụ',
    icon: <CustomerServiceOutlined />,
  },
  {
    prefix: '/admin/knowledge-library/',
    key: 'knowledge-library',
    label: 'Thư viện kiến thức',
    icon: <BookOutlined />,
  },
  { prefix: '/admin/images/', key: 'images', label: 'Hình ảnh và banner', icon: <PictureOutlined /> },
  { prefix: '/admin/ward-banners/', key: 'ward-banners', label: 'Banner của xã', icon: <FlagOutlined /> },
  { prefix: '/admin/countryside-market/', key: 'countryside-market', label: 'Chợ quê', icon: <ShopOutlined /> },
  // spec §2: travel-informations (introduction, attractions, posts…) and travel services (what residents offer)
  {
    prefix: '/admin/travel-informations/',
    key: 'travel-informations',
    label: 'Thông tin du lịch',
    icon: <CompassOutlined />,
  },
  { prefix: '/admin/travel-services/', key: 'travel-services', label: 'Dịch vụ du lịch', icon: <CarOutlined /> },
  // spec §2: group-managements and group-members (issue 17)
  { prefix: '', key: 'community', label: 'Nhóm và đoàn thể', icon: <TeamOutlined /> },
  // spec §2 cameras: managements, locations, overview (issue 18)
  { prefix: '/admin/cameras/', key: 'cameras', label: 'Camera', icon: <VideoCameraOutlined /> },
  // spec §2 agriculture-service (machine, supplies) and opinion-mailbox (resident, guest, anonymous, archive): issue 19
  {
    prefix: '/admin/agriculture-service/',
    key: 'agriculture-service',
    label: 'Dịch vụ nông nghiệp',
    icon: <ExperimentOutlined />,
  },
  { prefix: '/admin/opinion-mailbox/', key: 'opinion-mailbox', label: 'Hộp thư góp ý', icon: <MailOutlined /> },
  { prefix: '/admin/system/', key: 'system', label: 'Hệ thống', icon: <SettingOutlined /> },
  { prefix: '', key: 'sentiments', label: 'Phản ánh', icon: <MessageOutlined /> },
  // spec §2: the list at /admin/notifications and the inbox under it, grouped by their feature's entries
  { prefix: '', key: 'notifications', label: 'Thông báo', icon: <NotificationOutlined /> },
  // spec §1 content: articles, media, websites, contacts (no common prefix in spec §2)
  { prefix: '', key: 'content', label: 'Nội dung', icon: <FileTextOutlined /> },
  // spec §7 'Devices and services': areas at /admin/… with no common prefix, grouped by their definitions
  { prefix: '', key: 'digital-services', label: 'Thiết bị và dịch vụ số', icon: <AppstoreOutlined /> },
];

/** 'thôn/xóm' → 'Thôn/xóm': resource labels are lower-case nouns for sentences, the menu wants them capitalised */
export function menuLabel(resource: Pick<Resource, 'label'>): string {
  return resource.label.charAt(0).toLocaleUpperCase('vi') + resource.label.slice(1);
}

function groupOf(path: string, key?: string): MenuGroup | undefined {
  const group = GROUPS.find((candidate) =>
    key ? candidate.key === key : candidate.prefix !== '' && path.startsWith(candidate.prefix),
  );
  return group && { key: group.key, label: group.label, icon: group.icon };
}

export const HOME_ENTRY: MenuEntry = { key: 'home', label: 'Trang chủ', path: HOME_PATH, icon: <HomeOutlined /> };

/** hand-written areas (features/<area>/screens.tsx), before the resource areas, in their order */
export const FEATURE_ENTRIES: MenuEntry[] = FEATURES.flatMap((feature) => feature.menu ?? [])
  .sort((a, b) => a.order - b.order)
  .map(({ order: _order, group, ...entry }) => ({ ...entry, group: group ? groupOf(entry.path, group) : undefined }));

// a definition with views (one API, several screens) has an entry per view, behind the view's list action
export const RESOURCE_ENTRIES: MenuEntry[] = RESOURCES.flatMap(resourceViews).map((resource) => ({
  key: resource.view ?? resource.name,
  label: menuLabel(resource),
  path: resource.path,
  icon: menuIcon(resource.menu?.icon),
  permission: { action: resource.listAction ?? 'list', subject: resource.subject },
  group: groupOf(resource.path, resource.menu?.group),
}));

/** home always, then the areas the ability allows */
export function visibleMenuEntries(ability: AppAbility): MenuEntry[] {
  return [
    HOME_ENTRY,
    ...[...FEATURE_ENTRIES, ...RESOURCE_ENTRIES].filter((entry) => canAccess(ability, entry.permission)),
  ];
}

/** the entries the signed-in user sees: allowed, and their ward's service on where an entry needs one (spec §6) */
export function useVisibleMenuEntries(): MenuEntry[] {
  const ability = useAppAbility();
  const { applies, surveyEnabled } = useWardServices();
  return useMemo(
    () => visibleMenuEntries(ability).filter((entry) => passesWardCheck({ applies, surveyEnabled }, entry.service)),
    [ability, applies, surveyEnabled],
  );
}
