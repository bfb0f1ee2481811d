import { afterEach, describe, expect, it, vi } from 'vitest';
import { toApiBirthday } from '../dates.ts';
import { incompleteIdentityMessage, missingIdentity } from './app-user-fields.ts';
import { ZCreateAppUserBody, ZUpdateAppUserBody } from './app-user.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe('an app user’s birthday (spec §3, issue 19)', () => {
  afterEach(() => vi.useRealTimers());

  it('is stored as a date: the date as sent, a date-time as its day in Vietnam', () => {
    const day = (birthday: unknown) => ZUpdateAppUserBody.parse({ birthday }).birthday;
    expect(day('1990-05-17')).toBe('1990-05-17');
    expect(day('1990-05-17T00:00:00Z')).toBe('1990-05-17');
    // a picker in Hanoi sends the chosen day's midnight: 17:00 UTC the evening before
    expect(day('1990-05-17T17:00:00.000Z')).toBe('1990-05-18');
    expect(day('1990-05-17T16:59:59.999Z')).toBe('1990-05-17');
    expect(day('1990-05-18T00:00:00+07:00')).toBe('1990-05-18');
    expect(day(null)).toBeNull();
    // and is answered as the date plus T00:00:00Z
    expect(toApiBirthday(day('1990-05-17T17:00:00.000Z') as string)).toBe('1990-05-18T00:00:00Z');
  });

  it('refuses days that do not exist, other text and days after today with the generic wording', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T03:00:00Z') });
    for (const birthday of ['1990-02-30', '1990-02-30T10:00:00Z', '17/05/1990', 'hôm qua', 19900517, '2026-11-27'])
      expect(firstMessage(ZUpdateAppUserBody.safeParse({ birthday })), String(birthday)).toBe(
        'Ngày sinh không đúng định dạng!',
      );
    // 18:00 UTC on the 26th is already the 27th in Vietnam: tomorrow, refused
    expect(firstMessage(ZUpdateAppUserBody.safeParse({ birthday: '2026-11-26T18:00:00Z' }))).toBe(
      'Ngày sinh không đúng định dạng!',
    );
  });
});

describe('the app user bodies', () => {
  it('need a name, a login and a ward on create; never carry a role or a verification', () => {
    expect(firstMessage(ZCreateAppUserBody.safeParse({ username: 'dan9', ward_id: 1 }))).toBe(
      'Họ và tên không được trống!',
    );
    expect(firstMessage(ZCreateAppUserBody.safeParse({ username: 'dan 9', full_name: 'A', ward_id: 1 }))).toBe(
      'Tên đăng nhập không đúng định dạng!',
    );
    expect(firstMessage(ZCreateAppUserBody.safeParse({ username: 'dan9', full_name: 'A' }))).toBe(
      'Xã/phường không được trống!',
    );
    expect(ZUpdateAppUserBody.parse({ role_id: 1, acc_status: 3, username: 'x', phone: '0912345678' })).toEqual({
      phone: '0912345678',
    });
  });

  it('name what an approval still lacks', () => {
    const missing = missingIdentity({ full_name: 'Lò Thị Xuân', birthday: null, sex: 2, id_card_number: ' ' });
    expect(missing).toEqual(['ngày sinh', 'số CCCD']);
    expect(incompleteIdentityMessage(missing)).toBe(
      'Chưa đủ thông tin định danh để xác thực: thiếu ngày sinh, số CCCD',
    );
  });
});
