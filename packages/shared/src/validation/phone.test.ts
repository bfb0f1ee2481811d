import { describe, expect, it } from 'vitest';
import { profileFields } from '../forms/account-fields.ts';
import { ZProfileBody } from '../forms/account.ts';
import { ZSubmitBody } from '../forms/sentiment.ts';
import { ZCreateUserBody, ZUpdateUserBody } from '../forms/user.ts';
import { ZWardMarketConfigFields } from '../forms/ward-market-config.ts';
import { villages } from '../resources/villages.ts';
import { FORMAT_PATTERNS, formatHint, normalisePhone } from './formats.ts';
import { validateFields } from './validate-fields.ts';

// issue 10: phone numbers written the usual ways are accepted and kept as their digits

const WRITTEN = ['0912 345 678', '0912.345.678', '0912-345-678', '091 234 5678', ' 0912 345678 ', '0912345678'];

describe('normalisePhone', () => {
  it.each(WRITTEN.map((w) => [w]))('%o → 0912345678', (written) => {
    expect(FORMAT_PATTERNS.phone.test(written.trim())).toBe(true);
    expect(normalisePhone(written)).toBe('0912345678');
  });
});

describe('every phone field stores the digits', () => {
  it.each(WRITTEN.map((w) => [w]))('user create/update, profile, village, market config, guest: %o', (written) => {
    const user = ZCreateUserBody.parse({ username: 'canbo9', full_name: 'Lê Văn Nam', role_id: 6, phone: written });
    expect(user.phone).toBe('0912345678');
    expect(ZUpdateUserBody.parse({ phone: written }).phone).toBe('0912345678');
    expect(ZProfileBody.parse({ full_name: 'Lê Văn Nam', phone: written }).phone).toBe('0912345678');
    expect(villages.createSchema.parse({ name: 'Thôn Đông', ward_id: 3, phone: written }).phone).toBe('0912345678');
    expect(villages.updateSchema.parse({ phone: written }).phone).toBe('0912345678');
    const market = {
      ward_id: 1,
      market_name: 'Chợ',
      contact_person: 'An',
      contact_phone: written,
      address: 'x',
      description: 'y',
    };
    expect(ZWardMarketConfigFields.parse(market).contact_phone).toBe('0912345678');
    const guest = ZSubmitBody.parse({
      title: 'Đường hỏng',
      content: 'Ổ gà',
      category_id: 1,
      ward_id: 2,
      guest_name: 'An',
      guest_phone: written,
    });
    expect(guest.guest_phone).toBe('0912345678');
  });

  it('an empty optional phone is still null, and a wrong one keeps the spec’s message word for word', () => {
    expect(ZProfileBody.parse({ full_name: 'Lê Văn Nam', phone: '' }).phone).toBeNull();
    const wrong = ZProfileBody.safeParse({ full_name: 'Lê Văn Nam', phone: '0912 345 67' });
    expect(wrong.success ? null : wrong.error.issues[0].message).toBe('Số điện thoại không đúng định dạng!');
    expect(
      validateFields({ phone: { label: 'Số điện thoại', format: 'phone' } }, { phone: '0912 345 678' }),
    ).toBeNull();
  });
});

describe('formatHint', () => {
  it('shows an example of the expected form for phone fields only', () => {
    expect(formatHint(profileFields.phone.format)).toBe('Ví dụ: 0912 345 678');
    expect(FORMAT_PATTERNS.phone.test('0912 345 678')).toBe(true);
    expect(formatHint('email')).toBeUndefined();
    expect(formatHint(undefined)).toBeUndefined();
  });
});
