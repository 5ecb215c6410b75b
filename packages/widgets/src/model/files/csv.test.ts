import { describe, expect, it } from 'vitest';
import { csvText } from './csv';

describe('csvText', () => {
  it('writes rows with CRLF ends after a UTF-8 byte-order mark', () => {
    expect(
      csvText([
        ['a', 1],
        ['₹ b', 2],
      ]),
    ).toBe('\uFEFFa,1\r\n₹ b,2\r\n');
  });

  it('quotes cells holding commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvText([['x, y', 'say "hi"', 'two\nlines']])).toBe(
      '\uFEFF"x, y","say ""hi""","two\nlines"\r\n',
    );
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvText([['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)']])).toBe(
      `\uFEFF"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1)\r\n`,
    );
  });

  it('leaves negative numbers as numbers', () => {
    expect(csvText([[-1]])).toBe('\uFEFF-1\r\n');
  });
});
