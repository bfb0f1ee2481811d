import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '../resources/define-resource.ts';
import { findResources } from '../resources/find-resources.node.ts';
import { SERVICE_SUBJECTS, SUBJECTS_WITH_SCREENS, screensOf } from './console-screens.ts';
import { SUBJECT_KEYS } from './permissions-catalog.ts';
import { PLATFORM_SERVICES } from './platform-services.ts';

// issue 10: the one list of what has screens must follow the screens themselves, both ways

const WEB_SRC = path.resolve(import.meta.dirname, '../../../../apps/web/src');
const webSources = () =>
  (readdirSync(WEB_SRC, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(WEB_SRC, file), 'utf8'))
    .join('\n');

// the resource definitions, found as the API finds them (one file per area, no list)
let RESOURCES: Resource[] = [];
beforeAll(async () => {
  RESOURCES = await findResources();
});

describe('SUBJECTS_WITH_SCREENS', () => {
  it('lists every subject a screen of the route table is guarded by', () => {
    // the hand-written areas' screens (features/<area>/screens.tsx) and the route table's own
    const features = readdirSync(path.join(WEB_SRC, 'features'))
      .map((feature) => path.join(WEB_SRC, 'features', feature, 'screens.tsx'))
      .filter((file) => existsSync(file));
    expect(features.length).toBeGreaterThan(3);
    const sources = [path.join(WEB_SRC, 'app/router.tsx'), ...features].map((file) => readFileSync(file, 'utf8'));
    const guarded = sources.flatMap((source) => [...source.matchAll(/subject: '([a-z_]+)'/g)].map((match) => match[1]));
    expect(guarded.length).toBeGreaterThan(0);
    for (const subject of guarded) expect(SUBJECTS_WITH_SCREENS, subject).toContain(subject);
  });

  it('with the resources, has the subject of every resource (their screens come from the definitions)', () => {
    expect(RESOURCES.length).toBeGreaterThan(10);
    const { subjectHasScreens } = screensOf(RESOURCES);
    for (const resource of RESOURCES) expect(subjectHasScreens(resource.subject), resource.name).toBe(true);
  });

  it('names only subjects of the catalogue that the web app really uses', () => {
    const sources = webSources();
    const resourceSubjects = new Set<string>(RESOURCES.map((resource) => resource.subject));
    for (const subject of SUBJECTS_WITH_SCREENS) {
      expect(SUBJECT_KEYS).toContain(subject);
      expect(resourceSubjects.has(subject) || sources.includes(`'${subject}'`), `${subject} has no screen`).toBe(true);
    }
    // the issue: about fifty subjects, a handful with screens
    expect(SUBJECTS_WITH_SCREENS.length).toBeLessThan(SUBJECT_KEYS.length / 2);
  });
});

describe('services', () => {
  it('every platform service names its subjects', () => {
    expect(Object.keys(SERVICE_SUBJECTS).sort()).toEqual(PLATFORM_SERVICES.map((service) => service.key).sort());
    for (const subjects of Object.values(SERVICE_SUBJECTS))
      for (const subject of subjects) expect(SUBJECT_KEYS).toContain(subject);
  });

  it('surveys, sentiments, the market config, notifications, tourism, the knowledge library, cameras and the opinion mailbox have screens; the rest are still to come', () => {
    const { serviceHasScreens, subjectHasScreens } = screensOf(RESOURCES);
    const withScreens = PLATFORM_SERVICES.filter((service) => serviceHasScreens(service.key)).map(
      (service) => service.name,
    );
    expect(withScreens).toEqual([
      'Khảo sát',
      'Chợ quê',
      'Phản ánh',
      'Thông báo',
      'Du lịch',
      'Thư viện kiến thức',
      'Camera',
      'Hòm thư góp ý',
    ]);
    expect(serviceHasScreens('tourism')).toBe(true);
    expect(serviceHasScreens('library')).toBe(true);
    expect(serviceHasScreens('survey')).toBe(true);
    expect(serviceHasScreens('camera')).toBe(true);
    expect(serviceHasScreens('mailbox')).toBe(true);
    expect(serviceHasScreens('notification')).toBe(true);
    expect(serviceHasScreens('unknown')).toBe(false);
    expect(subjectHasScreens('users')).toBe(true);
    expect(subjectHasScreens('surveys')).toBe(true);
    expect(subjectHasScreens('camera_rtsp')).toBe(true);
    expect(subjectHasScreens('opinion_mailbox')).toBe(true);
    expect(subjectHasScreens('sys_notifications')).toBe(true);
    expect(subjectHasScreens('receiver_notifications')).toBe(true);
  });
});
