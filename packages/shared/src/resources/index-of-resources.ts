import type { Resource } from './define-resource.ts';
import { freqAskedQuestions } from './freq-asked-questions.ts';
import { villages } from './villages.ts';

/** every plain CRUD area; the API registers routes and the web registers screens from this list */
export const RESOURCES: readonly Resource[] = [villages, freqAskedQuestions] as unknown as Resource[];
