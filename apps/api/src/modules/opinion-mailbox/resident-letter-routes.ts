import { createHmac, randomBytes } from 'node:crypto';
import { FOLLOW_UP_CODE, LETTER_FIELDS as F, ZLetterBody } from '@console/shared/opinion-mailbox/letters';
import { vietnamDay } from '@console/shared/dates';
import { formatMessage, requiredMessage } from '@console/shared/validation/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { entry, list, ZEntry, ZList } from '../../lib/envelope.ts';
import { ZPaging } from '../../query/list-params.ts';
import { assertWardExists } from './letter-wards.ts';
import { consumeRateLimits, RATE_LIMITS, sendTooMany, type RateRule } from '../files/rate-counter.ts';
import { letterOfCode, lettersOfResident, ZLetterFollowUp } from './letter-queries.ts';
import { insertLetter, type Sender } from './letter-writes.ts';

const tags = ['opinion mailbox (residents)'];
const TOO_MANY = 'Bạn đã gửi quá nhiều thư góp ý, vui lòng thử lại sau';
const ZCodeParams = z.object({ code: z.string().regex(FOLLOW_UP_CODE, formatMessage('Mã tra cứu')) });
const ZSent = z.object({ id: z.number(), follow_up_code: z.string() });

/**
 * A caller's address as a limit counts it without knowing it: an HMAC with a key made in this process's memory and
 * replaced every Vietnam day, never stored — so nothing in the database (the counters included) can be turned back
 * into an address and tied to an anonymous letter. Counted per node, which only makes the limit looser.
 */
function addressDigests() {
  let day = '';
  let key = randomBytes(32);
  return (address: string) => {
    const today = vietnamDay(new Date())!;
    if (today !== day) [day, key] = [today, randomBytes(32)];
    return createHmac('sha256', key).update(address).digest('base64url');
  };
}

/**
 * The senders' side of the opinion mailbox (issue 19): a signed-in resident, a guest (name and phone) or anyone
 * anonymously writes to a ward; each gets a follow-up code to read the reply with. **These routes log no request
 * line** (`logLevel: 'warn'`): Fastify's request log carries the caller's address, which an anonymous letter must not
 * leave anywhere; an anonymous sender's address is counted against the limit only as a digest (`addressDigests`).
 */
export const residentLetterRoutes: FastifyPluginAsyncZod = async (app) => {
  const digestOf = addressDigests();
  app.post(
    '/api/web/opinion-mailbox',
    {
      config: { access: 'public' },
      logLevel: 'warn',
      schema: { tags, body: ZLetterBody, response: { 200: ZEntry(ZSent) } },
    },
    async (request, reply) => {
      const body = request.body;
      const sender = await senderOf(request.auth?.user, body, Boolean(request.headers.authorization));
      await assertWardExists(app.db, body.ward_id);
      const retryAfter = await consumeRateLimits(app.rateCounter, await limitsOf(sender, request.ip));
      if (retryAfter) return sendTooMany(reply, retryAfter, TOO_MANY);
      const { id, code } = await insertLetter(app.db, sender, body);
      return entry({ id, follow_up_code: code }, `Gửi thư góp ý thành công. Mã tra cứu: ${code}`);
    },
  );

  app.get(
    '/api/web/opinion-mailbox/:code',
    {
      config: { access: 'public' },
      logLevel: 'warn',
      schema: { tags, params: ZCodeParams, response: { 200: ZEntry(ZLetterFollowUp) } },
    },
    async (request, reply) => {
      // a code is 60 random bits; the limit keeps anyone from trying them at speed all the same
      const key = `mailbox-code:${digestOf(request.ip)}`;
      const retryAfter = await consumeRateLimits(app.rateCounter, [{ key, ...RATE_LIMITS.publicReadsPerIp }]);
      if (retryAfter) return sendTooMany(reply, retryAfter, 'Bạn đã tra cứu quá nhiều lần, vui lòng thử lại sau');
      const letter = await letterOfCode(app.db, request.params.code);
      if (!letter) throw new AppError('NOT_FOUND', 'Không tìm thấy thư góp ý với mã tra cứu này');
      return entry(letter);
    },
  );

  app.get(
    '/api/web/opinion-mailbox',
    {
      config: { access: 'account' },
      schema: { tags, querystring: ZPaging, response: { 200: ZList(ZLetterFollowUp.extend({ id: z.number() })) } },
    },
    async (request) => {
      const page = await lettersOfResident(app.db, request.auth!.user.id, request.query);
      return list(page.total, page.entries);
    },
  );

  /** who writes: the kind chosen must fit the caller (a resident's letter needs their account, a guest's a name) */
  async function senderOf(
    user: { id: number; role: { field: string } } | undefined,
    body: z.infer<typeof ZLetterBody>,
    sentToken: boolean,
  ): Promise<Sender> {
    if (body.kind === 'anonymous') return { kind: 'anonymous' };
    if (body.kind === 'guest') {
      if (!body.guest_name) throw new AppError('VALIDATION', requiredMessage(F.guest_name.label));
      if (!body.guest_phone) throw new AppError('VALIDATION', requiredMessage(F.guest_phone.label));
      return { kind: 'guest', name: body.guest_name, phone: body.guest_phone };
    }
    // a token that no longer works is a signed-out resident, not a guest
    if (!user)
      throw new AppError(
        sentToken ? 'UNAUTHENTICATED' : 'VALIDATION',
        'Hãy đăng nhập để gửi thư với tư cách người dân',
      );
    if (user.role.field !== 'resident') throw new AppError('FORBIDDEN', 'Chỉ tài khoản người dân được gửi thư góp ý');
    return { kind: 'resident', userId: user.id };
  }

  async function limitsOf(sender: Sender, ip: string): Promise<RateRule[]> {
    if (sender.kind === 'resident')
      return [{ key: `mailbox-account:${sender.userId}`, ...RATE_LIMITS.accountSubmissions }];
    if (sender.kind === 'guest')
      return [
        { key: `mailbox-guest-ip:${ip}`, ...RATE_LIMITS.guestSubmissionsPerIp },
        { key: `mailbox-guest-phone:${sender.phone}`, ...RATE_LIMITS.guestSubmissionsPerPhone },
      ];
    return [{ key: `mailbox-anonymous:${digestOf(ip)}`, ...RATE_LIMITS.guestSubmissionsPerIp }];
  }
};
