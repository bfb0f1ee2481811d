import { SUBJECT_KEYS, type Subject } from './permissions-catalog.ts';

/**
 * The permission subjects the hand-written screens of this console serve (issue 10); the resource areas' subjects
 * join them through `screensOf` (issue 11: an area's definition is all it takes). The catalogue (spec §6) names every subject
 * of the platform and a ward may switch on every platform service, but most areas have no screen here yet: the role
 * matrix and the home page mark the others 'sắp có' instead of offering them as if they worked. An area that gets its
 * screens adds its subject here; a test checks the list against the route table and the resource definitions.
 */
export const SUBJECTS_WITH_SCREENS: readonly Subject[] = [
  'users',
  'roles', // also departments and positions (resources under the roles permission)
  'provinces',
  'districts',
  'wards',
  'sentiments',
  'hm_approval_mode', // the ward market config
  'sys_notifications', // general notifications (issue 13)
  'receiver_notifications', // the officers' inbox
  'surveys', // issue 14
  'travel_attraction', // the tourism map (issue 15), besides the tourism areas' own screens
  'hm_personal_product', // a product opened from its store's page (issue 16), besides the market areas' own screens
  'group', // members, requests and news of a group (issue 17), besides the groups' own screens
  'union_organization', // a union organisation's members (issue 17), besides the organisations' own screens
  'camera_rtsp', // the cameras' overview wall (issue 18), besides the cameras' own screens
  'camera_location', // a location created where the map was clicked (issue 18)
  'opinion_mailbox', // the mailbox's letters, replies and archive (issue 19)
  'operations', // the background jobs' page (issue 21)
];

/** the subjects behind each platform service (PLATFORM_SERVICES keys): a service has screens when one of them has */
export const SERVICE_SUBJECTS: Readonly<Record<string, readonly Subject[]>> = {
  survey: ['surveys'],
  market: ['hm_approval_mode', 'hm_personal_product', 'hm_personal_store', 'hm_market_article'],
  sentiment: ['sentiments'],
  notification: ['sys_notifications', 'service_notifications', 'receiver_notifications'],
  tourism: [
    'travel_general_introduction',
    'travel_attraction',
    'travel_article',
    'travel_accommodation',
    'travel_cuisine',
    'travel_move_or_transport',
    'travel_local_specialty',
  ],
  library: ['libraries'],
  camera: ['camera_rtsp', 'camera_location'],
  mailbox: ['opinion_mailbox'],
};

/** the grey tag beside what has no screen yet */
export const COMING_SOON_LABEL = 'sắp có';

/** what has screens, given the resource definitions found (web lib/resources.ts, the API's discovery) */
export function screensOf(resources: readonly { subject: Subject }[]) {
  const withScreens = new Set<string>([...SUBJECTS_WITH_SCREENS, ...resources.map((resource) => resource.subject)]);
  const subjectHasScreens = (subject: string) => withScreens.has(subject);
  return {
    /** in the catalogue's order */
    subjects: SUBJECT_KEYS.filter(subjectHasScreens),
    subjectHasScreens,
    /** a service the console cannot show anything of (an unknown key included, and a service staff added: no key) */
    serviceHasScreens: (serviceKey: string | null) =>
      serviceKey !== null && (SERVICE_SUBJECTS[serviceKey] ?? []).some(subjectHasScreens),
  };
}
