// npx tsx apps/web/build/check-bundle-budget.ts [distDir]: run by `npm test` after the build; fails when the login
// route or any screen's own chunk outgrows its budget (build/bundle-budget.ts), so the console stays usable on a
// commune's mobile link.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkBundleBudget, type ManifestChunk } from './bundle-budget';

const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
const manifestFile = path.join(distDir, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`no build manifest at ${manifestFile}: run \`npm run build\` first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

/** the build's own .gz beside each file (build/precompress.ts); files too small to have one count as gzipped now */
function gzipSize(file: string): number {
  const gz = path.join(distDir, `${file}.gz`);
  return existsSync(gz) ? statSync(gz).size : gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).byteLength;
}

const { lines, failures } = checkBundleBudget(manifest, gzipSize);
console.log(lines.join('\n'));
if (failures.length > 0) {
  console.error(`\nbundle budget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('bundle budget: within limits');
