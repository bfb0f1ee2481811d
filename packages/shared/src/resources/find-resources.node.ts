import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { collectResources, type Resource } from './define-resource.ts';

// Node only (the API, tests): the web app finds the same files with Vite's import.meta.glob (web lib/resources.ts).

/** the modules of the .ts files of a folder (tests and this file's kind left out), in name order */
export async function importFolder(dir: string): Promise<Record<string, unknown>[]> {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.node.ts'))
    .sort();
  return Promise.all(files.map((file) => import(pathToFileURL(path.join(dir, file)).href)));
}

/** every resource definition of this folder: one file per area, no list (issue 11) */
export async function findResources(): Promise<Resource[]> {
  return collectResources(await importFolder(import.meta.dirname));
}
