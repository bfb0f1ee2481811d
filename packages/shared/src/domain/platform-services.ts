// The platform's services a ward switches on (spec §6). Ids are ours and fixed; names are what staff see.
export const PLATFORM_SERVICES = [
  { id: 1, key: 'survey', name: 'Khảo sát' },
  { id: 2, key: 'market', name: 'Chợ quê' },
  { id: 3, key: 'sentiment', name: 'Phản ánh' },
  { id: 4, key: 'notification', name: 'Thông báo' },
  { id: 5, key: 'tourism', name: 'Du lịch' },
  { id: 6, key: 'library', name: 'Thư viện kiến thức' },
  { id: 7, key: 'camera', name: 'Camera' },
  { id: 8, key: 'mailbox', name: 'Hòm thư góp ý' },
] as const;

/** spec §6: the names the console looks for in a ward's service list */
export const SURVEY_SERVICE_NAME = 'Khảo sát';
export const MARKET_SERVICE_NAME = 'Chợ quê';
