import { describe, expect, it } from 'vitest';
import { checkBundleBudget, LOGIN_JS_BUDGET, ROUTE_CHUNK_BUDGET, type ManifestChunk } from './bundle-budget';
import { LOGIN_PAGE_SOURCE } from './route-closure';

const EDITOR = 'src/lib/rich-text/tiptap-editor.tsx';

/** a build like ours: entry → shared chunk; login page; a list screen; the editor loaded on demand */
function manifest(overrides: { listImports?: string[] } = {}): Record<string, ManifestChunk> {
  return {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_antd.js': { file: 'assets/antd.js' },
    [LOGIN_PAGE_SOURCE]: { file: 'assets/login.js', isDynamicEntry: true, imports: ['_react.js'] },
    'src/features/users/routes/users-list-page.tsx': {
      file: 'assets/users-list.js',
      isDynamicEntry: true,
      imports: ['_react.js', '_antd.js', ...(overrides.listImports ?? [])],
    },
    [EDITOR]: { file: 'assets/editor.js', isDynamicEntry: true, imports: ['_react.js'] },
  };
}

const sizes = (bytes: Record<string, number>) => (file: string) => bytes[file] ?? 1_000;

describe('the bundle budget', () => {
  it('passes a build within its limits and reports each route', () => {
    const report = checkBundleBudget(manifest(), sizes({ 'assets/index.js': 100_000, 'assets/editor.js': 130_000 }));
    expect(report.failures).toEqual([]);
    expect(report.lines[0]).toBe('login route: 3 scripts, 102.0 KB gzip (budget 190.0 KB)');
    expect(report.lines).toContain(`${EDITOR}: 130.0 KB gzip (on demand)`);
  });

  it('counts the login page with everything it imports statically, and fails past 190 KB', () => {
    const report = checkBundleBudget(manifest(), sizes({ 'assets/index.js': 100_000, 'assets/react.js': 89_001 }));
    expect(LOGIN_JS_BUDGET).toBe(190_000);
    expect(report.failures).toEqual(['the login route loads 190.0 KB of gzip JS, over 190.0 KB']);
  });

  it('fails a screen whose own chunk passes 60 KB, not the shared chunks it imports', () => {
    const shared = checkBundleBudget(manifest(), sizes({ 'assets/antd.js': 500_000 }));
    expect(shared.failures).toEqual([]);
    const own = checkBundleBudget(manifest(), sizes({ 'assets/users-list.js': ROUTE_CHUNK_BUDGET + 1 }));
    expect(own.failures).toEqual(['src/features/users/routes/users-list-page.tsx is 60.0 KB of gzip JS, over 60.0 KB']);
  });

  it('fails a screen that imports the editor statically', () => {
    const report = checkBundleBudget(manifest({ listImports: [EDITOR] }), sizes({}));
    expect(report.failures).toEqual([
      'src/features/users/routes/users-list-page.tsx imports the rich-text editor statically; it must load only where it is shown',
    ]);
  });
});
