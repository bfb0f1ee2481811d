import {
  ACTION_KEYS,
  SUBJECT_KEYS,
  type Action,
  type Permission,
  type Subject,
} from '@console/shared/domain/permissions-catalog';
import type { RoleField } from '@console/shared/domain/roles';

// The default matrix seeded on first start (docs/permissions.md is generated from it: npm run permissions:doc).
// Administrators edit it per role afterwards; geographic scope always applies on top of it.
const READ: Action[] = ['list', 'read'];
const WRITE: Action[] = [...READ, 'create', 'update'];
const FULL: Action[] = [...WRITE, 'delete'];

const UNITS: Subject[] = ['provinces', 'districts', 'wards'];
const CONTENT: Subject[] = [
  'articles',
  'media_videos',
  'media_albums',
  'libraries',
  'websites',
  'exploration',
  'official_info',
];
const SITE: Subject[] = ['config_footer', 'contacts', 'ward_contact', 'menus'];
const SERVICES: Subject[] = [
  'freq_asked_questions',
  'video_tutorials',
  'smart_devices',
  'smart_solutions',
  'rural_digital_services',
  'feedbacks',
];
const TOURISM: Subject[] = [
  'travel_general_introduction',
  'travel_attraction',
  'travel_article',
  'travel_accommodation',
  'travel_cuisine',
  'travel_move_or_transport',
  'travel_local_specialty',
];
const MARKET: Subject[] = ['hm_personal_product', 'hm_personal_store', 'hm_market_article', 'hm_approval_mode'];
const COMMUNITY: Subject[] = ['group', 'union_organization'];
const CAMERAS: Subject[] = ['camera_rtsp', 'camera_location'];
const NOTIFY: Subject[] = ['sys_notifications', 'excel'];

type Grants = [Subject[], Action[]][];

const unitManager = (extra: Grants): Grants => [
  [UNITS, READ],
  [['users'], [...FULL, 'import']],
  [['villages'], FULL],
  [['sentiments'], [...FULL, 'menu', 'archive_menu']],
  [['surveys'], [...FULL, 'approve']],
  [NOTIFY, [...FULL, 'import']],
  [['receiver_notifications', 'service_notifications'], READ],
  [CONTENT, [...FULL, 'approve']],
  // the ward's banners, phonebook and residents' messages (contact-ward) are the ward's to clear out; the platform's
  // own settings (footer, contact, logo, platform banners) are written at platform level whatever the matrix says
  [SITE, FULL],
  [SERVICES, FULL],
  [['service_management'], [...READ, 'menu_link', 'menu_inte']],
  [['ward_service_management'], FULL],
  [TOURISM, [...FULL, 'approve']],
  [MARKET, [...FULL, 'approve']],
  [COMMUNITY, [...FULL, 'approve', 'list_member', 'list_request']],
  [CAMERAS, FULL],
  [['opinion_mailbox'], [...READ, 'update', 'archive_menu']],
  // residents' and cooperatives' agriculture services wait for the ward's approval (issue 19)
  [['agriculture_service'], [...FULL, 'approve']],
  ...extra,
];

const fieldOfficer = (extra: Grants): Grants => [
  [UNITS, READ],
  [['villages'], READ],
  [['sentiments'], [...WRITE, 'menu']],
  [['receiver_notifications'], READ],
  [['surveys'], READ],
  ...extra,
];

const GRANTS: Record<RoleField, Grants | 'all'> = {
  admin: 'all',
  root: 'all',
  // smart devices and solutions a ward lists are approved above the ward (docs/decisions.md "Resource areas")
  province: unitManager([
    [['roles'], READ],
    [['smart_devices', 'smart_solutions'], ['approve']],
  ]),
  district: unitManager([[['smart_devices', 'smart_solutions'], ['approve']]]),
  ward_admin: unitManager([]),
  ward: [
    [UNITS, READ],
    [['users', 'villages'], READ],
    [['sentiments'], [...WRITE, 'menu', 'archive_menu']],
    [['surveys'], WRITE],
    [NOTIFY, WRITE],
    [['receiver_notifications', 'service_notifications'], READ],
    [CONTENT, WRITE],
    [['ward_contact'], [...READ, 'update']],
    [SERVICES, WRITE],
    [TOURISM, WRITE],
    [MARKET, READ],
    [COMMUNITY, READ],
    [CAMERAS, READ],
    [['opinion_mailbox'], [...READ, 'update']],
    [['agriculture_service'], READ],
  ],
  village: fieldOfficer([[['users'], READ]]),
  in_charge: fieldOfficer([]),
  medical: fieldOfficer([
    [['sys_notifications'], WRITE],
    [['surveys'], WRITE],
  ]),
  police: fieldOfficer([
    [CAMERAS, READ],
    [['sys_notifications'], WRITE],
  ]),
  union: fieldOfficer([
    [COMMUNITY, [...FULL, 'approve', 'list_member', 'list_request']],
    [['sys_notifications'], WRITE],
    [['surveys'], WRITE],
  ]),
  department: fieldOfficer([
    [['articles', 'libraries'], WRITE],
    [['agriculture_service'], [...FULL, 'approve']],
  ]),
  // branch approves the market's products and stores, so it reads how the ward's market is set up (hm_approval_mode)
  branch: fieldOfficer([
    [
      ['hm_personal_product', 'hm_personal_store'],
      [...READ, 'approve'],
    ],
    [['hm_market_article', 'agriculture_service'], WRITE],
    [['hm_approval_mode'], READ],
  ]),
  resident: [],
};

export function defaultPermissions(role: RoleField): Permission[] {
  const grants = GRANTS[role];
  if (grants === 'all') return SUBJECT_KEYS.flatMap((subject) => ACTION_KEYS.map((action) => ({ action, subject })));
  const unique = new Map<string, Permission>();
  for (const [subjects, actions] of grants)
    for (const subject of subjects)
      for (const action of actions) unique.set(`${action}:${subject}`, { action, subject });
  return [...unique.values()];
}
