import { describe, expect, it } from 'vitest';
import { validateFields, type FieldRule } from './validate-fields.ts';

const rules: Record<string, FieldRule> = {
  username: { label: 'Tên đăng nhập', required: true, format: 'username' },
  email: { label: 'Email', required: true, format: 'email' },
  phone: { label: 'Số điện thoại', format: 'phone' },
  website: { label: 'Website', format: 'url' },
};

const valid = { username: 'canbo01', email: 'canbo@ubnd.gov.vn', phone: '0912345678', website: 'https://ubnd.gov.vn' };

describe('validateFields', () => {
  it('returns null when every field passes', () => {
    expect(validateFields(rules, valid)).toBeNull();
  });

  it('uses the exact required wording', () => {
    expect(validateFields(rules, { ...valid, username: '' })).toBe('Tên đăng nhập không được trống!');
    expect(validateFields(rules, { ...valid, username: '   ' })).toBe('Tên đăng nhập không được trống!');
    expect(validateFields(rules, { ...valid, email: undefined })).toBe('Email không được trống!');
    expect(validateFields(rules, { ...valid, email: null })).toBe('Email không được trống!');
  });

  it('uses the exact format wording', () => {
    expect(validateFields(rules, { ...valid, username: 'can bo' })).toBe('Tên đăng nhập không đúng định dạng!');
    expect(validateFields(rules, { ...valid, phone: '+84912345678' })).toBe('Số điện thoại không đúng định dạng!');
  });

  it('lets optional empty fields pass', () => {
    expect(validateFields(rules, { username: 'a1', email: 'a@b.vn' })).toBeNull();
    expect(validateFields(rules, { ...valid, phone: '', website: null })).toBeNull();
  });

  it('returns the first failure in field order, not in values order', () => {
    const values = { website: 'bad url', phone: '123', email: 'nope', username: '' };
    expect(validateFields(rules, values)).toBe('Tên đăng nhập không được trống!');
    expect(validateFields(rules, { ...values, username: 'ok1' })).toBe('Email không đúng định dạng!');
    expect(validateFields(rules, { ...values, username: 'ok1', email: 'a@b.vn' })).toBe(
      'Số điện thoại không đúng định dạng!',
    );
  });

  it('checks required non-string formats', () => {
    const r: Record<string, FieldRule> = {
      ids: { label: 'Người nhận', required: true, format: 'array' },
      count: { label: 'Số lượng', required: true, format: 'number' },
      active: { label: 'Trạng thái', required: true, format: 'boolean' },
    };
    expect(validateFields(r, { ids: [], count: 1, active: true })).toBe('Người nhận không được trống!');
    expect(validateFields(r, { ids: [1], count: -1, active: true })).toBe('Số lượng không đúng định dạng!');
    expect(validateFields(r, { ids: [1], count: 0, active: false })).toBeNull();
    expect(validateFields(r, { ids: [1], count: 0, active: 'yes' })).toBe('Trạng thái không đúng định dạng!');
  });

  it('ignores values without a rule', () => {
    expect(validateFields(rules, { ...valid, extra: 'anything' })).toBeNull();
  });
});
