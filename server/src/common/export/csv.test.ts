import { stringify } from 'csv-stringify/sync';
import { parse } from 'csv-parse/sync';
import { csvOptions } from './csv';

const BOM = '\uFEFF';
/** The CSV text of one row under the export options, and its cells read back as a spreadsheet would split them. */
function oneRow(values: unknown[]) {
  const headers = values.map((_, index) => `Column ${index + 1}`);
  const text = stringify([values], csvOptions(headers));
  const [header, row] = parse(text.slice(BOM.length), { relax_column_count: true }) as string[][];
  return { text, header, row: row! };
}

describe('the shared CSV cast and options', () => {
  it.each([
    ['=', '=HYPERLINK("http://evil.example","Click")'],
    ['+', '+1+cmd|" /C calc"!A0'],
    ['-', '-2+3'],
    ['@', '@SUM(A1:A2)'],
    ['tab', '\t=1+1'],
    ['carriage return', '\r=1+1'],
    ['newline', '\n=1+1'],
    ['NUL', '\0=1+1'],
  ])('turns a text starting with %s into plain text with a leading quote', (_, text) => {
    expect(oneRow([text]).row[0]).toBe(`'${text}`);
  });

  it('leaves ordinary text, and text with the signs inside it, as it is', () => {
    expect(oneRow(['Acme = best', 'A-Team', 'mail@example.com']).row).toEqual([
      'Acme = best',
      'A-Team',
      'mail@example.com',
    ]);
  });

  it('writes numbers as plain numbers, a negative one unescaped', () => {
    const { text, row } = oneRow([1234.5, -12.75, 0]);
    expect(row).toEqual(['1234.5', '-12.75', '0']);
    expect(text).toContain('1234.5,-12.75,0\r\n');
  });

  it('writes booleans as Yes and No and leaves missing values empty', () => {
    expect(oneRow([true, false, null, undefined]).row).toEqual(['Yes', 'No', '', '']);
  });

  it('starts with a UTF-8 byte-order mark and the header row, and ends lines with CRLF', () => {
    const { text, header } = oneRow(['Zoë', 'Ünïcode']);
    expect(text.startsWith(`${BOM}Column 1,Column 2\r\n`)).toBe(true);
    expect(header).toEqual(['Column 1', 'Column 2']);
    expect(oneRow(['Zoë']).row).toEqual(['Zoë']);
  });

  it('quotes cells holding commas, quotes or line breaks', () => {
    expect(oneRow(['a, b', 'say "hi"', 'two\nlines']).row).toEqual(['a, b', 'say "hi"', 'two\nlines']);
  });
});
