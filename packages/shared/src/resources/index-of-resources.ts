import type { Resource } from './define-resource.ts';
import { departments } from './departments.ts';
import { freqAskedQuestions } from './freq-asked-questions.ts';
import { positions } from './positions.ts';
import { villages } from './villages.ts';

/** every plain CRUD area; the API registers routes and the web registers screens from this list */
export const RESOURCES: readonly Resource[] = [
  villages,
  freqAskedQuestions,
  departments,
  positions,
] as unknown as Resource[];
