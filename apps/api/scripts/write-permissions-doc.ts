import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { permissionsMarkdown } from '../src/seed/permissions-doc.ts';

const target = path.resolve(import.meta.dirname, '../../../docs/permissions.md');
await writeFile(target, permissionsMarkdown());
console.log(`wrote ${target}`);
