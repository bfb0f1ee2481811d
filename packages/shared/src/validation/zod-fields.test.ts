import { describe, expect, it } from 'vitest';
import type { FieldDefs } from './field-defs.ts';
import { objectSchema } from './zod-fields.ts';

const fields = {
  title: { label: 'Tiêu đề', kind: 'text', required: true, max: 10 },
  phone: { label: 'Số điện thoại', kind: 'text', format: 'phone' },
  ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
  quantity: { label: 'Số lượng', kind: 'number', integer: true, max: 100 },
  price: { label: 'Giá', kind: 'number', required: true },
  active: { label: 'Hiển thị', kind: 'boolean' },
  type: {
    label: 'Loại',
    kind: 'select',
    options: [
      { value: 1, label: 'A' },
      { value: 2, label: 'B' },
    ],
  },
  note: { label: 'Ghi chú', kind: 'textarea' },
} satisfies FieldDefs;

const schema = objectSchema(fields);
const valid = { title: 'Thông báo', ward_id: 5, price: 1000 };

/** message of the first issue, or null when the body is valid */
function firstError(body: Record<string, unknown>): string | null {
  const result = schema.safeParse(body);
  return result.success ? null : result.error.issues[0].message;
}

describe('objectSchema', () => {
  it('accepts a valid body and fills empty optional fields with null (a boolean with "not given")', () => {
    const result = schema.parse({ ...valid, phone: '', quantity: '', active: null, type: undefined, note: '  ' });
    expect(result).toMatchObject({ title: 'Thông báo', ward_id: 5, price: 1000 });
    expect(result.phone).toBeNull();
    expect(result.quantity).toBeNull();
    // a boolean has no empty state: null leaves it to the column's default or its current value
    expect(result.active).toBeUndefined();
    expect(result.type).toBeNull();
    expect(result.note).toBeNull();
  });

  it('reports missing required fields as "không được trống!"', () => {
    expect(firstError({ ...valid, title: undefined })).toBe('Tiêu đề không được trống!');
    expect(firstError({ ...valid, title: '   ' })).toBe('Tiêu đề không được trống!');
    expect(firstError({ ...valid, ward_id: undefined })).toBe('Xã/phường không được trống!');
    expect(firstError({ ...valid, ward_id: '' })).toBe('Xã/phường không được trống!');
    expect(firstError({ ...valid, price: null })).toBe('Giá không được trống!');
  });

  it('reports wrong formats as "không đúng định dạng!"', () => {
    expect(firstError({ ...valid, phone: '12345' })).toBe('Số điện thoại không đúng định dạng!');
    expect(firstError({ ...valid, ward_id: 'abc' })).toBe('Xã/phường không đúng định dạng!');
    expect(firstError({ ...valid, ward_id: 0 })).toBe('Xã/phường không đúng định dạng!');
    expect(firstError({ ...valid, quantity: 1.5 })).toBe('Số lượng không đúng định dạng!');
    expect(firstError({ ...valid, quantity: 101 })).toBe('Số lượng không đúng định dạng!');
    expect(firstError({ ...valid, price: -1 })).toBe('Giá không đúng định dạng!');
    expect(firstError({ ...valid, active: 'yes' })).toBe('Hiển thị không đúng định dạng!');
    expect(firstError({ ...valid, type: 3 })).toBe('Loại không đúng định dạng!');
    expect(firstError({ ...valid, title: 42 })).toBe('Tiêu đề không đúng định dạng!');
  });

  it('reports text over the maximum with tooLongMessage', () => {
    expect(firstError({ ...valid, title: 'x'.repeat(11) })).toBe('Tiêu đề không được dài quá 10 ký tự!');
    expect(firstError({ ...valid, note: 'x'.repeat(5_001) })).toBe('Ghi chú không được dài quá 5000 ký tự!');
    expect(firstError({ ...valid, title: `  ${'x'.repeat(10)}  ` })).toBeNull();
  });

  it('refuses numbers written as arrays, hex, exponents, blanks or booleans, and beyond the integer column', () => {
    for (const ward_id of [[7], '0x10', '1e3', ' 7', true, 2_147_483_648, '2147483648']) {
      expect(firstError({ ...valid, ward_id }), String(ward_id)).toBe('Xã/phường không đúng định dạng!');
    }
    expect(firstError({ ...valid, quantity: [12] })).toBe('Số lượng không đúng định dạng!');
    expect(firstError({ ...valid, title: 'a\u0000b' })).toBe('Tiêu đề không đúng định dạng!');
    expect(firstError({ ...valid, note: '\uD800' })).toBe('Ghi chú không đúng định dạng!');
  });

  it('trims text and reads numbers written as decimal text (forms and query strings)', () => {
    const result = schema.parse({ ...valid, title: '  Tin  ', ward_id: '7', quantity: '12', price: '2500.5' });
    expect(result).toMatchObject({ title: 'Tin', ward_id: 7, quantity: 12, price: 2500.5 });
  });

  it('puts the first failing field in definition order first', () => {
    const body = { note: 'ok', type: 9, active: 'x', price: -1, quantity: 0.5, ward_id: 0, phone: 'bad', title: '' };
    expect(firstError(body)).toBe('Tiêu đề không được trống!');
    expect(firstError({ ...body, title: 'ok' })).toBe('Số điện thoại không đúng định dạng!');
    expect(firstError({ ...body, title: 'ok', phone: undefined })).toBe('Xã/phường không đúng định dạng!');
    const issues = schema.safeParse(body).error?.issues.map((issue) => issue.path[0]);
    expect(issues).toEqual(['title', 'phone', 'ward_id', 'quantity', 'price', 'active', 'type']);
  });
});
