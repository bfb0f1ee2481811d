import { describe, expect, it } from 'vitest';
import { isoOf } from '../../src/lib/timestamps.ts';

describe('isoOf', () => {
  it('gives toISOString’s text for PostgreSQL’s timestamptz text, fast path or not', () => {
    const cases = [
      '2026-11-23 18:12:27.123456+00',
      '2026-11-23 18:12:27.5+00',
      '2026-11-23 18:12:27+00',
      '2026-01-02 00:00:00.999999+00',
      '2026-11-23 18:12:27.123+07',
      '2026-11-23 01:12:27-03:30',
    ];
    for (const text of cases) {
      const viaDate = new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();
      expect(isoOf(text)).toBe(viaDate);
    }
    expect(isoOf(new Date('2026-11-23T18:12:27.123Z'))).toBe('2026-11-23T18:12:27.123Z');
  });
});
