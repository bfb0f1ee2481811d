// The import worker's entry (user-import-parse.ts). Node 20 gives a worker thread none of its parent's module hooks,
// `--import tsx` in its execArgv included, so under `npm start` as under vitest the TypeScript is loaded through tsx here.
import { register } from 'tsx/esm/api';

register();
await import('./user-import-worker.ts');
