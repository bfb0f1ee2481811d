import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { LOGIN_PAGE_SOURCE, routeClosure, type ChunkNode } from './route-closure';

const TEMPLATE = readFileSync(path.join(import.meta.dirname, 'service-worker.js'), 'utf8');

/**
 * Emits `/sw.js`: the service worker (build/service-worker.js) with the app shell it precaches — index.html and the
 * scripts and styles of the login route — and a version that changes with them, so a deploy installs a new worker
 * and drops the old caches.
 */
export function serviceWorker(): Plugin {
  let root = '';
  return {
    name: 'console-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const shell = ['/index.html', ...loginRouteFiles(bundle, root).map((file) => `/${file}`)];
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
      const source = TEMPLATE.replace('__SHELL_FILES__', JSON.stringify(shell)).replace('__VERSION__', version);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

function loginRouteFiles(bundle: Rollup.OutputBundle, root: string): string[] {
  const chunks: Record<string, ChunkNode> = {};
  const starts: string[] = [];
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    const chunk = output as Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };
    chunks[chunk.fileName] = {
      file: chunk.fileName,
      imports: chunk.imports,
      css: [...(chunk.viteMetadata?.importedCss ?? [])],
    };
    const source = chunk.facadeModuleId ? path.relative(root, chunk.facadeModuleId).split(path.sep).join('/') : '';
    if (chunk.isEntry || source === LOGIN_PAGE_SOURCE) starts.push(chunk.fileName);
  }
  if (starts.length < 2) throw new Error(`the build has no chunk for ${LOGIN_PAGE_SOURCE}`);
  const { js, css } = routeClosure(chunks, starts);
  return [...js, ...css];
}
