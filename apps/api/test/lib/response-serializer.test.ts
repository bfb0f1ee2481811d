import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nativeJsonSerializerCompiler, responseSerializerCompiler } from '../../src/lib/response-serializer.ts';

const ZRow = z.object({ id: z.number(), name: z.string(), email: z.string().nullable(), created_at: z.iso.datetime() });

async function appAnswering(answer: unknown, checkWithZod: boolean, schema: z.ZodType = ZRow, native = false) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  const compiler = native ? nativeJsonSerializerCompiler : responseSerializerCompiler;
  app.setSerializerCompiler(compiler({ checkWithZod }));
  app.get('/row', { schema: { response: { 200: schema } } }, async () => answer);
  await app.ready();
  return app;
}

const row = { id: 1, name: 'Nguyễn Văn A', email: null, created_at: '2026-11-23T00:00:00.000Z' };

describe('response serializer', () => {
  it('writes exactly the declared fields: an undeclared one (a password hash) never leaves', async () => {
    const app = await appAnswering({ ...row, password_hash: '$argon2id$secret' }, false);
    const response = await app.inject({ method: 'GET', url: '/row' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(row);
    expect(response.body).not.toContain('argon2');
  });

  it('with zod checks on, a response its schema does not describe is a server error, not a silent coercion', async () => {
    const app = await appAnswering({ ...row, id: 'not a number' }, true);
    const response = await app.inject({ method: 'GET', url: '/row' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('not a number');
  });

  it('keeps zod for what JSON Schema cannot express (dates, transforms)', async () => {
    const withDate = z.object({ at: z.date() });
    const app = await appAnswering({ at: new Date('2026-11-23T01:02:03Z') }, false, withDate);
    const response = await app.inject({ method: 'GET', url: '/row' });
    expect(response.json()).toEqual({ at: '2026-11-23T01:02:03.000Z' });
  });

  describe("native JSON for answers shaped by construction (the engine's list pages)", () => {
    it('writes the answer as JSON.stringify does', async () => {
      const app = await appAnswering(row, false, ZRow, true);
      const response = await app.inject({ method: 'GET', url: '/row' });
      expect(response.body).toBe(JSON.stringify(row));
    });

    it('with zod checks on (the tests), a field the schema does not name fails the route instead of leaving', async () => {
      const app = await appAnswering({ ...row, password_hash: '$argon2id$secret' }, true, ZRow, true);
      const response = await app.inject({ method: 'GET', url: '/row' });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('argon2');
    });

    it('with zod checks on, an answer matching its schema passes, whatever the order of its keys', async () => {
      const { created_at, ...rest } = row;
      const app = await appAnswering({ created_at, ...rest }, true, ZRow, true);
      const response = await app.inject({ method: 'GET', url: '/row' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(row);
    });
  });
});
