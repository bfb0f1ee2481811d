import { describe, expect, it } from 'vitest';
import { lowerLabel } from './lower-label';

describe('lowerLabel', () => {
  it('lowers a label for the middle of a sentence', () => {
    expect(lowerLabel('Tên dịch vụ')).toBe('tên dịch vụ');
    expect(lowerLabel('Đường dẫn')).toBe('đường dẫn');
  });

  it('keeps abbreviations written in capitals', () => {
    expect(lowerLabel('Thôn/HTX cung cấp')).toBe('thôn/HTX cung cấp');
    expect(lowerLabel('Giá (VNĐ)')).toBe('giá (VNĐ)');
    expect(lowerLabel('Cơ quan UBND')).toBe('cơ quan UBND');
    expect(lowerLabel('A')).toBe('a');
  });
});
