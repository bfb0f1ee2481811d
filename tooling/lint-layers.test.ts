import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// the import-direction rules of eslint.config.js, checked on code that breaks them (and on code that does not)
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import direction between the layers', () => {
  it.each([
    [
      'packages/shared/src/x.ts',
      "import { buildApp } from '../../../apps/api/src/app.ts';\nvoid buildApp;\n",
      'contract',
    ],
    ['apps/web/src/x.ts', "import { buildApp } from '../../api/src/app.ts';\nvoid buildApp;\n", 'over HTTP only'],
    [
      'apps/api/src/x.ts',
      "import { router } from '../../web/src/app/router';\nvoid router;\n",
      'never imports the web',
    ],
    [
      'apps/web/src/lib/x.ts',
      "import Home from '../features/home/routes/home-page';\nvoid Home;\n",
      'may not import a feature',
    ],
    [
      'apps/api/src/lib/x.ts',
      "import { userRoutes } from '../modules/users/user-routes.ts';\nvoid userRoutes;\n",
      'may not import a module',
    ],
    [
      'apps/api/src/query/x.ts',
      "import { registerResource } from '../crud/register-resource.ts';\nvoid registerResource;\n",
      'sit under the engine',
    ],
    [
      'apps/api/src/core/x.ts',
      "import { authRoutes } from '../modules/auth/auth-routes.ts';\nvoid authRoutes;\n",
      'sit under the engine',
    ],
    // a file inside two layers keeps the rules of both (ESLint alone would keep only the last matching setting)
    [
      'apps/web/src/lib/x.ts',
      "import { buildApp } from '../../../api/src/app.ts';\nvoid buildApp;\n",
      'over HTTP only',
    ],
    [
      'apps/web/src/lib/x.ts',
      "import { ResourceList } from '../crud/resource-list';\nvoid ResourceList;\n",
      'below the',
    ],
    [
      'packages/shared/src/domain/x.ts',
      "import { readdirSync } from 'node:fs';\nvoid readdirSync;\n",
      'belong in a *.node.ts',
    ],
  ])('%s may not import upwards', async (file, code, reason) => {
    const messages = await restrictedImports(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(reason);
  });

  it('allows the downward imports', async () => {
    expect(
      await restrictedImports('apps/web/src/features/x.ts', "import { api } from '../lib/api-client';\nvoid api;\n"),
    ).toEqual([]);
    expect(
      await restrictedImports(
        'apps/api/src/modules/x.ts',
        "import { AppError } from '../lib/app-error.ts';\nvoid AppError;\n",
      ),
    ).toEqual([]);
    // Node's modules where the web never looks: a *.node.ts file, a test
    expect(
      await restrictedImports('packages/shared/src/resources/x.node.ts', "import path from 'node:path';\nvoid path;\n"),
    ).toEqual([]);
    expect(
      await restrictedImports('packages/shared/src/domain/x.test.ts', "import path from 'node:path';\nvoid path;\n"),
    ).toEqual([]);
  });
});
