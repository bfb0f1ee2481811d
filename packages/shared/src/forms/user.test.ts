import { describe, expect, it } from 'vitest';
import { ZCreateUserBody, ZUpdateUserBody } from './user.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe('user body: kyc nested or flat (spec §3 User, issue 11)', () => {
  const kyc = { full_name: 'Lê Văn Nam', dob: '1990-05-15T00:00:00Z', sex: 1, id_card_number: '001090000123' };
  it('reads a nested kyc as the flat fields, and drops the group', () => {
    const parsed = ZCreateUserBody.parse({ username: 'canbo9', role_id: 6, kyc });
    expect(parsed).toMatchObject({
      full_name: 'Lê Văn Nam',
      dob: '1990-05-15',
      sex: 1,
      id_card_number: '001090000123',
    });
    expect(parsed).not.toHaveProperty('kyc');
    expect(ZUpdateUserBody.parse({ kyc: { sex: 2 } })).toEqual({ sex: 2 });
    expect(ZUpdateUserBody.parse({ kyc: null, phone: '0912345678' })).toEqual({ phone: '0912345678' });
  });
  it('gives a bad nested value the flat field’s message', () => {
    expect(firstMessage(ZUpdateUserBody.safeParse({ kyc: { dob: '1990-02-30' } }))).toBe(
      'Ngày sinh không đúng định dạng!',
    );
    expect(firstMessage(ZUpdateUserBody.safeParse({ dob: '1990-02-30' }))).toBe('Ngày sinh không đúng định dạng!');
    expect(firstMessage(ZCreateUserBody.safeParse({ username: 'canbo9', role_id: 6, kyc: { full_name: ' ' } }))).toBe(
      'Họ và tên không được trống!',
    );
    expect(firstMessage(ZUpdateUserBody.safeParse({ kyc: [] }))).toBe('Thông tin định danh không đúng định dạng!');
  });
  it('accepts both shapes when they read the same, refuses them when they differ', () => {
    expect(ZUpdateUserBody.parse({ dob: '1990-05-15', kyc: { dob: '1990-05-15T00:00:00Z' } })).toEqual({
      dob: '1990-05-15',
    });
    expect(firstMessage(ZUpdateUserBody.safeParse({ sex: 1, kyc: { sex: 2 } }))).toBe(
      'Giới tính không khớp giữa sex và kyc.sex!',
    );
  });
});
