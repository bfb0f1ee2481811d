import {
  AppstoreOutlined,
  CustomerServiceOutlined,
  EnvironmentOutlined,
  HomeOutlined,
  InboxOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { RequiredPermission } from '@console/shared/api-types';
import { canAccess, type AppAbility } from '@console/shared/permissions';
import type { Resource } from '@console/shared/resources/define-resource';
import { menuIcon } from './menu-icons';
import { RESOURCES } from './resources';

export interface MenuGroup {
  key: string;
  label: string;
  icon: ReactNode;
}

export interface MenuEntry {
  /** stable id for selectors: 'home' or the resource name */
  key: string;
  /** the area's name (home cards, sentences) */
  label: string;
  /** the side menu's text when the area's name would repeat its group's ('Phản ánh' › 'Danh sách phản ánh') */
  sideMenuLabel?: string;
  path: string;
  icon: ReactNode;
  permission?: RequiredPermission;
  group?: MenuGroup;
}

// areas grouped in the sidebar by their route prefix (spec §2: /admin/service-supports/…)
const GROUPS: (MenuGroup & { prefix: string })[] = [
  {
    prefix: '/admin/service-supports/',
    key: 'service-supports',
    label: 'Hỗ trợ dịch vụ',
    icon: <CustomerServiceOutlined />,
  },
  { prefix: '/admin/countryside-market/', key: 'countryside-market', label: 'Chợ quê', icon: <ShopOutlined /> },
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

const SENTIMENTS_GROUP: MenuGroup = { key: 'sentiments', label: 'Phản ánh', icon: <MessageOutlined /> };

export const HOME_ENTRY: MenuEntry = { key: 'home', label: 'Trang chủ', path: '/admin/home', icon: <HomeOutlined /> };

/** hand-written areas (features/), before the resource areas */
export const FEATURE_ENTRIES: MenuEntry[] = [
  {
    key: 'users',
    label: 'Người dùng',
    path: '/admin/users',
    icon: <TeamOutlined />,
    permission: { action: 'list', subject: 'users' },
  },
  {
    key: 'roles',
    label: 'Vai trò',
    path: '/admin/roles',
    icon: <SafetyCertificateOutlined />,
    permission: { action: 'list', subject: 'roles' },
  },
  {
    key: 'units',
    label: 'Đơn vị hành chính',
    path: '/admin/units',
    icon: <EnvironmentOutlined />,
    permission: { action: 'list', subject: 'wards' },
  },
  {
    key: 'sentiments',
    label: 'Phản ánh',
    // the group is 'Phản ánh' too: inside it the entry says which list it is (a hamlet officer sees it alone)
    sideMenuLabel: 'Danh sách phản ánh',
    path: '/admin/sentiments',
    icon: <MessageOutlined />,
    permission: { action: 'list', subject: 'sentiments' },
    group: SENTIMENTS_GROUP,
  },
  {
    key: 'sentiments-archived',
    label: 'Phản ánh lưu trữ',
    path: '/admin/sentiments/archived',
    icon: <InboxOutlined />,
    permission: { action: 'archive_menu', subject: 'sentiments' },
    group: SENTIMENTS_GROUP,
  },
  {
    key: 'market-configs',
    label: 'Cấu hình chợ quê',
    path: '/admin/countryside-market/configs',
    icon: <SettingOutlined />,
    permission: { action: 'read', subject: 'hm_approval_mode' },
    group: groupOf('/admin/countryside-market/configs'),
  },
];

export const RESOURCE_ENTRIES: MenuEntry[] = RESOURCES.map((resource) => ({
  key: resource.name,
  label: menuLabel(resource),
  path: resource.path,
  icon: menuIcon(resource.menu?.icon),
  permission: { action: 'list', subject: resource.subject },
  group: groupOf(resource.path, resource.menu?.group),
}));

/** home always, then the areas the ability allows */
export function visibleMenuEntries(ability: AppAbility): MenuEntry[] {
  return [
    HOME_ENTRY,
    ...[...FEATURE_ENTRIES, ...RESOURCE_ENTRIES].filter((entry) => canAccess(ability, entry.permission)),
  ];
}
