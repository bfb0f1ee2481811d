import { describe, expect, it } from 'vitest';
import { isEmptyValue, matchesFormat, type ValueFormat } from './formats.ts';

// spec §5 generic field validator formats: [format, valid examples, invalid examples]
const CASES: [ValueFormat, unknown[], unknown[]][] = [
  [
    'phone',
    [
      '0912345678',
      '091 234 5678',
      '091.234.5678',
      '091-234-5678',
      '0281234567',
      ' 0912345678 ',
      // issue 10: the groupings people write
      '0912 345 678',
      '0912.345.678',
      '0912-345-678',
      '0912 345678',
      '091 2345 678',
      '0912.345 678',
    ],
    [
      '0012345678',
      '091234567',
      '09123456789',
      '+84912345678',
      '1912345678',
      '091_234_5678',
      '09a2345678',
      912345678,
      '0912  345 678',
      '0912 - 345 678',
      '0912 345 67',
      '0912 345 6789',
      '09 12 34 56 78',
      '0912 345 678-',
      '(091) 234 5678',
      '84912345678',
      '+84 912 345 678',
    ],
  ],
  ['username', ['admin', 'User01', '12345'], ['user name', 'user_01', 'user.01', 'trần', 'a-b', '']],
  [
    'email',
    ['a@b.vn', 'can.bo+1@ubnd.hanoi.gov.vn', 'USER_01@example.com'],
    ['plainaddress', 'a@b', '@example.com', 'a@@example.com', 'a b@example.com', 'a@example.c', 'a@.com'],
  ],
  [
    'url',
    [
      'https://example.com',
      'http://www.ubnd.gov.vn/tin-tuc?id=1#top',
      'example.com/path',
      'https://api.example.com:8080/x',
    ],
    ['not a url', 'https://', 'http://example', 'https://exa mple.com', 'example.com path'],
  ],
  [
    'youtube',
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/v/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'youtu.be/a-b_c-d_e-1?t=10',
    ],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXc', // 10 characters
      'https://www.youtube.com/watch?v=dQw4w9WgXcQX', // 12 characters
      'https://youtu.be/short',
      'https://www.youtube.com/embed/dQw4w9WgXc!',
      'https://vimeo.com/123456789',
      'https://www.youtube.com/channel/UC1234567890',
      'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    ],
  ],
  [
    'map',
    [
      'https://www.google.com/maps/place/H%E1%BB%93+G%C6%B0%C6%A1m/@21.02,105.85,17z',
      'https://google.com/maps?q=21.02,105.85',
      'https://www.google.com.vn/maps/@21.0285,105.8542,15z',
      'https://maps.google.com/?q=21.02,105.85',
      'https://maps.app.goo.gl/AbCdEf123',
      'https://goo.gl/maps/AbCdEf123',
    ],
    [
      'https://www.bing.com/maps?q=hanoi',
      'https://www.openstreetmap.org/#map=15/21.02/105.85',
      'https://goo.gl/AbCdEf123',
      'https://www.google.com/search?q=maps',
      'https://google.com.evil.example/maps/place/x',
      'https://maps.google.com.evil.example/x',
      'www.google.com/maps',
      'https://example.com/?u=https://www.google.com/maps',
    ],
  ],
  [
    'vr3d',
    ['https://example.com/vr/tour-3d', 'http://vr.ubnd.gov.vn', 'https://tour.example.com/index.html?mode=vr'],
    ['https://example.com/tour-3d', 'vr.example.com', 'ftp://vr.example.com', 'https://example.com/v r'],
  ],
  ['number', [0, 1, 12.5, '0', '42', '3.5'], [-1, '-0.5', 'abc', NaN, Infinity, true, {}]],
  ['string', ['a', ' x '], ['', 0, null, ['a']]],
  ['array', [[1], ['a', 'b']], [[], 'a', {}, { length: 1 }]],
  ['object', [{ a: 1 }], [{}, [], [1], 'a', null]],
  ['boolean', [true, false], ['true', 0, 1, null]],
];

describe('matchesFormat', () => {
  describe.each(CASES)('%s', (format, valid, invalid) => {
    it.each(valid.map((v) => [v]))('accepts %o', (value) => {
      expect(matchesFormat(format, value)).toBe(true);
    });
    it.each(invalid.map((v) => [v]))('rejects %o', (value) => {
      expect(matchesFormat(format, value)).toBe(false);
    });
  });
});

describe('isEmptyValue', () => {
  it.each([[undefined], [null], [''], ['   '], [[]]])('%o is empty', (value) => {
    expect(isEmptyValue(value)).toBe(true);
  });
  it.each([[0], [false], ['0'], [' a '], [[0]], [{}], [NaN]])('%o is not empty', (value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});
