// Lint by `npm test` (`npm run lint`): the import direction between the layers, and typescript-eslint's
// recommended rules. Formatting is Prettier's (`npm run format:check`), so no stylistic rules here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** the layers a directory may not import from: a lower layer never reaches into a higher one */
const layers = [
  {
    files: ['packages/shared/**'],
    message: 'packages/shared is the contract both apps build on: it may not import from an app',
    patterns: ['**/apps/**', '@console/api', '@console/api/*', '@console/web', '@console/web/*'],
  },
  {
    files: ['apps/web/**'],
    message: 'the web console talks to the API over HTTP only',
    patterns: ['**/apps/api/**', '**/api/src/**', '@console/api', '@console/api/*'],
  },
  {
    files: ['apps/api/**'],
    message: 'the API never imports the web console',
    patterns: ['**/apps/web/**', '**/web/src/**', '@console/web', '@console/web/*'],
  },
  {
    files: ['apps/web/src/lib/**', 'apps/web/src/crud/**'],
    message: 'lib/ and crud/ are shared screen pieces: they may not import a feature',
    patterns: ['**/features/**'],
  },
  {
    files: ['apps/api/src/lib/**'],
    message: 'lib/ holds helpers every module uses: it may not import a module or a route',
    patterns: ['**/modules/**', '**/crud/**'],
  },
  {
    files: ['apps/api/src/core/**', 'apps/api/src/query/**'],
    message: 'core/ (sessions, scope) and query/ (paging, scope SQL, counts) sit under the engine and the modules',
    patterns: ['**/modules/**', '**/crud/**'],
  },
  {
    files: ['apps/web/src/lib/**'],
    message: 'lib/ is below the resource engine: crud/ builds on it, not the other way round',
    patterns: ['**/crud/**'],
  },
  {
    // the web app bundles the contract: Node's own modules only in files it never imports (*.node.ts)
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/**/*.node.ts', 'packages/shared/src/**/*.test.ts'],
    message: "Node's modules belong in a *.node.ts file: the web console bundles packages/shared",
    patterns: ['node:*'],
  },
];

/**
 * One rule entry per file: ESLint keeps only the last `no-restricted-imports` setting that matches a file, so every
 * file gets the groups of all the layers it lies in (apps/web/src/lib is also apps/web).
 */
const folderOf = (glob) => glob.replace(/\*\*.*$/, '');
const inside = (glob, outerGlobs) => outerGlobs.some((outer) => folderOf(glob).startsWith(folderOf(outer)));
const layerOf = (layer) => ({
  files: layer.files,
  ...(layer.ignores ? { ignores: layer.ignores } : {}),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: layers
          .filter(
            (outer) => outer === layer || (!outer.ignores && layer.files.every((glob) => inside(glob, outer.files))),
          )
          .map(({ message, patterns }) => ({ group: patterns, message })),
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'screenshots/**',
      'apps/api/src/db/migrations/**',
      'apps/web/build/service-worker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // a leading underscore names what is left out on purpose (a field dropped from a row, a callback's unused argument)
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // plain Node scripts (the start script, the import worker's boot file): Node's globals
    files: ['**/*.mjs', 'eslint.config.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
  ...layers.map(layerOf),
);
