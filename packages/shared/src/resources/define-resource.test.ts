import { describe, expect, it } from 'vitest';
import { freqAskedQuestions } from './freq-asked-questions.ts';
import { villages } from './villages.ts';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe('villages', () => {
  const village = { name: 'Thôn Đông', ward_id: 3, phone: '091 234 5678', households: '120' };

  it('keeps the definition and builds both schemas', () => {
    expect(villages.name).toBe('villages');
    expect(villages.subject).toBe('villages');
    expect(villages.createSchema).toBeDefined();
    expect(villages.updateSchema).toBeDefined();
  });

  it('createSchema accepts a valid body', () => {
    expect(villages.createSchema.parse(village)).toEqual({
      name: 'Thôn Đông',
      ward_id: 3,
      // stored as its digits (issue 10)
      phone: '0912345678',
      households: 120,
    });
  });

  it('createSchema rejects a missing name', () => {
    const { name: _name, ...rest } = village;
    expect(firstError(villages.createSchema.safeParse(rest))).toBe('Tên thôn/xóm không được trống!');
    expect(firstError(villages.createSchema.safeParse({ ...village, name: ' ' }))).toBe(
      'Tên thôn/xóm không được trống!',
    );
    expect(firstError(villages.createSchema.safeParse({}))).toBe('Tên thôn/xóm không được trống!');
  });

  it('createSchema rejects a bad phone', () => {
    for (const phone of ['12345', '+84912345678', '0012345678']) {
      expect(firstError(villages.createSchema.safeParse({ ...village, phone }))).toBe(
        'Số điện thoại không đúng định dạng!',
      );
    }
  });

  it('createSchema rejects a missing ward and a too long name', () => {
    expect(firstError(villages.createSchema.safeParse({ ...village, ward_id: undefined }))).toBe(
      'Xã/phường không được trống!',
    );
    expect(firstError(villages.createSchema.safeParse({ ...village, name: 'x'.repeat(151) }))).toBe(
      'Tên thôn/xóm không được dài quá 150 ký tự!',
    );
  });

  it('updateSchema accepts a partial body but still checks given fields', () => {
    expect(villages.updateSchema.parse({})).toEqual({});
    expect(villages.updateSchema.parse({ households: '5' })).toEqual({ households: 5 });
    expect(firstError(villages.updateSchema.safeParse({ phone: 'abc' }))).toBe('Số điện thoại không đúng định dạng!');
    expect(firstError(villages.updateSchema.safeParse({ name: '' }))).toBe('Tên thôn/xóm không được trống!');
  });
});

describe('freqAskedQuestions', () => {
  const faq = { question: 'Làm thế nào để đăng ký?', answer: '<p>Liên hệ UBND</p>', ward_id: '4' };

  it('createSchema accepts a valid body and coerces the ward id', () => {
    expect(freqAskedQuestions.createSchema.parse({ ...faq, is_active: true, sort_order: 2 })).toEqual({
      ...faq,
      ward_id: 4,
      is_active: true,
      sort_order: 2,
    });
  });

  it('createSchema reports the first missing field in definition order', () => {
    expect(firstError(freqAskedQuestions.createSchema.safeParse({}))).toBe('Câu hỏi không được trống!');
    expect(firstError(freqAskedQuestions.createSchema.safeParse({ ...faq, answer: '' }))).toBe(
      'Câu trả lời không được trống!',
    );
    expect(firstError(freqAskedQuestions.createSchema.safeParse({ ...faq, sort_order: -1 }))).toBe(
      'Thứ tự hiển thị không đúng định dạng!',
    );
  });

  it('updateSchema accepts a partial body', () => {
    expect(freqAskedQuestions.updateSchema.parse({ is_active: false })).toEqual({ is_active: false });
    expect(firstError(freqAskedQuestions.updateSchema.safeParse({ is_active: 'no' }))).toBe(
      'Hiển thị không đúng định dạng!',
    );
  });
});
