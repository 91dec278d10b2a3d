import { describe, expect, it } from 'vitest';
import { berlinTime, euros, toCsv } from '../../server/modules/order-desk/csv';

describe('order desk CSV', () => {
  const line = (cells: Parameters<typeof toCsv>[1][number]) =>
    toCsv(['h'], [cells]).slice(1).split('\r\n')[1];

  it('defuses every cell a spreadsheet would run as a formula', () => {
    expect(line(['=1+1', '+49 30', '-2', '@SUM(A1)', '\tx', '\rx'])).toBe(
      `'=1+1;'+49 30;'-2;'@SUM(A1);'\tx;"'\rx"`,
    );
  });

  it('quotes semicolons, quotes, line breaks and edge spaces as RFC 4180 says', () => {
    expect(line(['a;b', 'say "hi"', 'two\nlines', ' padded', 'plain'])).toBe(
      '"a;b";"say ""hi""";"two\nlines";" padded";plain',
    );
  });

  it('writes euros with a decimal comma, counts as they are and nothing for null', () => {
    expect(line([euros(7_900), euros(5), euros(123_456), 3, null])).toBe('79,00;0,05;1234,56;3;');
  });

  it('starts with a byte order mark and ends every line with CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', '2']])).toBe('\uFEFFa;b\r\n1;2\r\n');
  });

  it('writes times in festival time, summer and winter', () => {
    expect(berlinTime(new Date('2025-08-14T19:00:00Z'))).toBe('2025-08-14 21:00:00');
    expect(berlinTime(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01 00:30:00');
    expect(berlinTime(null)).toBeNull();
  });
});
