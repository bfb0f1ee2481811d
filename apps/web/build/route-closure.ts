/**
 * What the browser downloads to show one route: the start chunks, every chunk they import statically (transitively)
 * and the stylesheets of all of them. Dynamic imports are left out — they load later, when a screen asks.
 * Works on Vite's build manifest (keys are source paths) and on Rollup's bundle (keys are file names) alike.
 */
export interface ChunkNode {
  file: string;
  imports?: string[];
  css?: string[];
}

export function routeClosure(chunks: Record<string, ChunkNode>, startKeys: string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = chunks[key];
    if (!chunk) throw new Error(`the build has no chunk ${key}`);
    seen.add(key);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  startKeys.forEach(visit);
  return { js: [...seen].map((key) => chunks[key].file), css: [...css] };
}

/** the module of the login screen: the first page of every visit, precached and held to the login budget */
export const LOGIN_PAGE_SOURCE = 'src/features/auth/routes/login-page.tsx';
