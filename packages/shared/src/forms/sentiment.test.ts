import { describe, expect, it } from 'vitest';
import { DEFAULT_REPLY_TEMPLATE, REPLY_BLANK } from '../domain/sentiments.ts';
import {
  isBeforeToday,
  ZCompleteBody,
  ZEvaluateBody,
  ZReceiveBody,
  ZReceiveForm,
  ZRoleSentimentCategoriesBody,
  ZSubmitBody,
  ZUpdateBody,
} from './sentiment.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe('receive form (spec §5)', () => {
  const good = {
    title: 'Đèn đường hỏng',
    active: true,
    time_start: '2026-11-23T01:00:00Z',
    time_finish: '2026-11-30T10:00:00Z',
  };
  it('accepts a complete form', () => {
    expect(ZReceiveBody.parse(good)).toEqual({
      ...good,
      time_start: '2026-11-23T01:00:00.000Z',
      time_finish: '2026-11-30T10:00:00.000Z',
    });
  });
  it('says which field is missing, with the spec’s wording for confidentiality', () => {
    expect(firstMessage(ZReceiveBody.safeParse({ ...good, title: ' ' }))).toBe('Tiêu đề không được trống!');
    // the call (spec §7) may leave the confidentiality out; the screen's form (spec §5) may not
    expect(ZReceiveBody.parse({ ...good, active: undefined }).active).toBeUndefined();
    expect(firstMessage(ZReceiveBody.safeParse({ ...good, active: null }))).toBe('Quyền bảo mật không được bỏ trống');
    expect(firstMessage(ZReceiveForm.safeParse({ ...good, active: undefined }))).toBe(
      'Quyền bảo mật không được bỏ trống',
    );
    expect(firstMessage(ZReceiveBody.safeParse({ ...good, time_finish: undefined }))).toBe(
      'Hạn xử lý không được trống!',
    );
    expect(firstMessage(ZReceiveBody.safeParse({ ...good, time_start: '0001-01-01T00:00:00Z' }))).toBe(
      'Ngày bắt đầu không được trống!',
    );
  });
  it('refuses a start after the deadline and a date without Z', () => {
    expect(firstMessage(ZReceiveBody.safeParse({ ...good, time_start: '2026-12-01T00:00:00Z' }))).toBe(
      'Ngày bắt đầu không được lớn hơn hạn xử lý',
    );
    expect(firstMessage(ZReceiveBody.safeParse({ ...good, time_start: '2026-11-23 08:00' }))).toBe(
      'Ngày bắt đầu không đúng định dạng!',
    );
  });
});

describe('update form', () => {
  const good = {
    title: 'Đèn đường hỏng',
    content: 'Đèn ở ngõ 5 không sáng',
    category_id: 2,
    time_start: '2026-11-23T01:00:00Z',
    content_update: 'Đã liên hệ điện lực',
    time_finish: '0001-01-01T00:00:00Z',
  };
  it('reads the sentinel deadline as none', () => {
    expect(ZUpdateBody.parse(good).time_finish).toBeNull();
    expect(ZUpdateBody.parse({ ...good, time_finish: '2001-01-01T00:00:00Z' }).time_finish).toBeNull();
  });
  it('requires title, category, content and the update note', () => {
    expect(firstMessage(ZUpdateBody.safeParse({ ...good, category_id: null }))).toBe('Lĩnh vực không được trống!');
    expect(firstMessage(ZUpdateBody.safeParse({ ...good, category_id: 9 }))).toBe('Lĩnh vực không đúng định dạng!');
    // spec §3: the forms send the category as an object
    const { category_id: _flat, ...withoutId } = good;
    expect(ZUpdateBody.parse({ ...withoutId, category: { id: 3 } })).toMatchObject({ category_id: 3 });
    expect(ZUpdateBody.parse({ ...withoutId, category: { id: 3 } })).not.toHaveProperty('category');
    expect(firstMessage(ZUpdateBody.safeParse({ ...withoutId, category: { id: 9 } }))).toBe(
      'Lĩnh vực không đúng định dạng!',
    );
    expect(firstMessage(ZUpdateBody.safeParse({ ...withoutId, category: {} }))).toBe('Lĩnh vực không được trống!');
    expect(firstMessage(ZUpdateBody.safeParse({ ...good, category: { id: 3 } }))).toBe(
      'Lĩnh vực không đúng định dạng!',
    );
    expect(firstMessage(ZUpdateBody.safeParse({ ...good, content_update: '' }))).toBe(
      'Nội dung cập nhật không được trống!',
    );
    expect(firstMessage(ZUpdateBody.safeParse({ ...good, content: undefined }))).toBe(
      'Nội dung phản ánh không được trống!',
    );
  });
  it('takes an optional extension reason (required by the extension rule, not by the body), trimmed and bounded', () => {
    expect(ZUpdateBody.parse(good).extension_reason).toBeUndefined();
    expect(ZUpdateBody.parse({ ...good, extension_reason: '' }).extension_reason).toBeNull();
    expect(ZUpdateBody.parse({ ...good, extension_reason: '  Chờ vật tư  ' }).extension_reason).toBe('Chờ vật tư');
    expect(firstMessage(ZUpdateBody.safeParse({ ...good, extension_reason: 'x'.repeat(1_001) }))).toBe(
      'Lý do gia hạn không được dài quá 1000 ký tự!',
    );
    expect(firstMessage(ZUpdateBody.safeParse({ ...good, extension_reason: 5 }))).toBe(
      'Lý do gia hạn không đúng định dạng!',
    );
  });
  it('applies the start-versus-deadline rule when both are given', () => {
    expect(firstMessage(ZUpdateBody.safeParse({ ...good, time_finish: '2026-11-22T00:00:00Z' }))).toBe(
      'Ngày bắt đầu không được lớn hơn hạn xử lý',
    );
  });
});

describe('complete form', () => {
  it('requires the result and a reply that is not the untouched template', () => {
    expect(firstMessage(ZCompleteBody.safeParse({ content_reply: '<p>Đã sửa</p>' }))).toBe('Kết quả không được trống!');
    expect(firstMessage(ZCompleteBody.safeParse({ result_sentiment: 5, content_reply: '<p>Đã sửa</p>' }))).toBe(
      'Kết quả không đúng định dạng!',
    );
    expect(firstMessage(ZCompleteBody.safeParse({ result_sentiment: 3, content_reply: DEFAULT_REPLY_TEMPLATE }))).toBe(
      'Vui lòng nhập nội dung xử lý',
    );
    expect(firstMessage(ZCompleteBody.safeParse({ result_sentiment: 3, content_reply: '<p> </p>' }))).toBe(
      'Vui lòng nhập nội dung xử lý',
    );
    const written = DEFAULT_REPLY_TEMPLATE.replace(REPLY_BLANK, 'Đã thay bóng đèn ngày 24/11.');
    expect(ZCompleteBody.parse({ result_sentiment: 3, content_reply: written })).toEqual({
      result_sentiment: 3,
      content_reply: written,
      media_result: [],
    });
  });
  it('takes at most 10 attachments', () => {
    const many = Array.from({ length: 11 }, (_, i) => `/api/files/x/${i}.png`);
    expect(
      firstMessage(
        ZCompleteBody.safeParse({ result_sentiment: 4, content_reply: 'Không thuộc thẩm quyền', media_result: many }),
      ),
    ).toBe('Chỉ được đính kèm tối đa 10 tệp');
  });
});

describe('evaluate and submit', () => {
  it('takes points 1 to 3', () => {
    expect(ZEvaluateBody.parse({ point: 3 })).toEqual({ point: 3 });
    expect(firstMessage(ZEvaluateBody.safeParse({ point: 0 }))).toBe('Mức độ hài lòng không đúng định dạng!');
    expect(firstMessage(ZEvaluateBody.safeParse({}))).toBe('Mức độ hài lòng không được trống!');
  });
  it('checks a guest’s phone number with the spec’s pattern', () => {
    const body = { title: 'Rác thải', content: 'Bãi rác tự phát', category_id: 2, ward_id: 2680 };
    expect(ZSubmitBody.parse(body)).toMatchObject({ active: true, attachments: [] });
    expect(firstMessage(ZSubmitBody.safeParse({ ...body, guest_phone: '12345' }))).toBe(
      'Số điện thoại không đúng định dạng!',
    );
    expect(firstMessage(ZSubmitBody.safeParse({ ...body, lat: 91 }))).toBe('Vĩ độ không đúng định dạng!');
  });
});

describe('today in Vietnam', () => {
  it('compares calendar days in UTC+7, not in the process zone', () => {
    const now = new Date('2026-11-23T18:00:00Z'); // already 24/11 in Vietnam
    expect(isBeforeToday('2026-11-23T16:59:00Z', now)).toBe(true);
    expect(isBeforeToday('2026-11-23T17:00:00Z', now)).toBe(false);
  });
});

describe('categories of a role', () => {
  it('takes category ids, once each and sorted; an empty list means every category', () => {
    expect(ZRoleSentimentCategoriesBody.parse({ category_ids: [2, 1, 2] })).toEqual({ category_ids: [1, 2] });
    expect(ZRoleSentimentCategoriesBody.parse({ category_ids: [] })).toEqual({ category_ids: [] });
    expect(firstMessage(ZRoleSentimentCategoriesBody.safeParse({}))).toBe('Lĩnh vực phản ánh không được trống!');
    expect(firstMessage(ZRoleSentimentCategoriesBody.safeParse({ category_ids: [8] }))).toBe(
      'Lĩnh vực phản ánh không đúng định dạng!',
    );
    expect(firstMessage(ZRoleSentimentCategoriesBody.safeParse({ category_ids: 'y tế' }))).toBe(
      'Lĩnh vực phản ánh không đúng định dạng!',
    );
  });
});
