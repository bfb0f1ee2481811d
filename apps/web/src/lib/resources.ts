import { screensOf } from '@console/shared/domain/console-screens';
import { collectResources, type Resource } from '@console/shared/resources/define-resource';

// issue 11: every definition file of packages/shared/src/resources is an area; nothing lists them by hand
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../packages/shared/src/resources/*.ts',
    // tests, and the API's way of finding these same files (Node's file system)
    '!../../../../packages/shared/src/resources/*.test.ts',
    '!../../../../packages/shared/src/resources/*.node.ts',
  ],
  { eager: true },
);

/** every plain area, in menu order */
export const RESOURCES: readonly Resource[] = collectResources(Object.values(modules));

export const resourceNamed = (name: string) => RESOURCES.find((resource) => resource.name === name);

/** which subjects and platform services have screens: the hand-written ones and every area's */
export const SCREENS = screensOf(RESOURCES);
