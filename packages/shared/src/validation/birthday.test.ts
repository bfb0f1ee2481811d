import { afterEach, describe, expect, it, vi } from 'vitest';
import { BIRTHDAY_FIELD } from '../forms/account-fields.ts';
import { ZProfileBody } from '../forms/account.ts';
import { ZCreateUserBody, ZUpdateUserBody } from '../forms/user.ts';
import { fieldSchema } from './zod-fields.ts';

// issue 10: a birthday after today (in Vietnam) is refused with the generic wording; the picker greys those days out

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe('a birthday', () => {
  afterEach(() => vi.useRealTimers());

  it('may be today in Vietnam, not the day after', () => {
    // 18:00 UTC on 24 November is already 25 November in Vietnam (UTC+7)
    vi.useFakeTimers({ now: new Date('2026-11-24T18:00:00Z') });
    const schema = fieldSchema(BIRTHDAY_FIELD);
    expect(schema.parse('2026-11-25')).toBe('2026-11-25');
    expect(schema.parse('2026-11-25T00:00:00Z')).toBe('2026-11-25');
    expect(firstMessage(schema.safeParse('2026-11-26'))).toBe('Ngày sinh không đúng định dạng!');
    expect(firstMessage(schema.safeParse('2030-01-01T00:00:00Z'))).toBe('Ngày sinh không đúng định dạng!');
  });

  it('is checked in the user and profile forms, and the field opens its picker thirty years back', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T03:00:00Z') });
    const user = { username: 'canbo9', full_name: 'Lê Văn Nam', role_id: 6 };
    expect(firstMessage(ZCreateUserBody.safeParse({ ...user, dob: '2026-11-25' }))).toBe(
      'Ngày sinh không đúng định dạng!',
    );
    expect(firstMessage(ZUpdateUserBody.safeParse({ dob: '2026-12-01' }))).toBe('Ngày sinh không đúng định dạng!');
    expect(firstMessage(ZProfileBody.safeParse({ full_name: 'Lê Văn Nam', dob: '2027-01-01' }))).toBe(
      'Ngày sinh không đúng định dạng!',
    );
    expect(ZProfileBody.parse({ full_name: 'Lê Văn Nam', dob: '1990-05-17' }).dob).toBe('1990-05-17');
    expect(BIRTHDAY_FIELD).toMatchObject({ notAfterToday: true, openYearsAgo: 30 });
  });
});
