import { LOGIN_PAGE_SOURCE, routeClosure, type ChunkNode } from './route-closure';

/** Vite's kB (1,000 bytes), the unit its build report and the measurements use */
const KB = 1000;
/** antd's own floor for a login form is ~186 KB of gzip here; the login route may not grow past it by more than 4 */
export const LOGIN_JS_BUDGET = 190 * KB;
/** what one screen may add on top of the shared chunks it reuses */
export const ROUTE_CHUNK_BUDGET = 60 * KB;
/**
 * Lazy chunks that are libraries, not screens: no budget of their own, but no route may import them statically —
 * they load only where they are shown (Tiptap alone is ~132 KB of gzip).
 */
export const ON_DEMAND_CHUNKS: Record<string, string> = {
  'src/lib/rich-text/tiptap-editor.tsx': 'rich-text editor',
  // the statistic screen shows its numbers first and its charts when this arrives (issue 14)
  'src/features/surveys/components/statistic-charts.tsx': 'survey charts (recharts)',
  // a camera's picture (issue 18): hls.js's light build, fetched when a camera starts playing, never before
  'src/features/cameras/components/hls-player.tsx': 'camera player (hls.js)',
};

export interface ManifestChunk extends ChunkNode {
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export interface BudgetReport {
  lines: string[];
  failures: string[];
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** checks a build manifest; `compressedSize` gives a file's gzip size */
export function checkBundleBudget(
  manifest: Record<string, ManifestChunk>,
  compressedSize: (file: string) => number,
): BudgetReport {
  const lines: string[] = [];
  const failures: string[] = [];
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry || !manifest[LOGIN_PAGE_SOURCE])
    return { lines, failures: [`the manifest has no entry or no ${LOGIN_PAGE_SOURCE}`] };

  const login = routeClosure(manifest, [entry, LOGIN_PAGE_SOURCE]);
  const loginBytes = login.js.reduce((sum, file) => sum + compressedSize(file), 0);
  lines.push(`login route: ${login.js.length} scripts, ${kb(loginBytes)} gzip (budget ${kb(LOGIN_JS_BUDGET)})`);
  if (loginBytes > LOGIN_JS_BUDGET)
    failures.push(`the login route loads ${kb(loginBytes)} of gzip JS, over ${kb(LOGIN_JS_BUDGET)}`);

  const onDemandFiles = new Map(
    Object.entries(ON_DEMAND_CHUNKS)
      .filter(([source]) => manifest[source])
      .map(([source, name]) => [manifest[source].file, name]),
  );
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry && !chunk.isEntry) continue;
    const staticFiles = routeClosure(manifest, [key]).js.filter((file) => file !== chunk.file);
    for (const file of staticFiles) {
      const library = onDemandFiles.get(file);
      if (library) failures.push(`${key} imports the ${library} statically; it must load only where it is shown`);
    }
    if (chunk.isEntry || key in ON_DEMAND_CHUNKS) {
      if (key in ON_DEMAND_CHUNKS) lines.push(`${key}: ${kb(compressedSize(chunk.file))} gzip (on demand)`);
      continue;
    }
    const bytes = compressedSize(chunk.file);
    lines.push(`${key}: ${kb(bytes)} gzip`);
    if (bytes > ROUTE_CHUNK_BUDGET) failures.push(`${key} is ${kb(bytes)} of gzip JS, over ${kb(ROUTE_CHUNK_BUDGET)}`);
  }
  return { lines, failures };
}
