import { describe, expect, it } from 'vitest';
import { parseCsv } from './data-files.js';

const FILE = 'etl/sample/data/test.csv';
const COLUMNS = ['code', 'name', 'size'];
const parse = (text: string) => parseCsv(text, FILE, COLUMNS);

describe('parseCsv', () => {
  it('reads rows by column, with or without a final newline or carriage returns', () => {
    for (const text of ['code,name,size\n01,Uno,1.5\n02,Dos,\n', 'code,name,size\r\n01,Uno,1.5\r\n02,Dos,']) {
      const [first, second] = parse(text);
      expect([first?.text('code', /^\d{2}$/), first?.text('name'), first?.number('size')]).toEqual(['01', 'Uno', 1.5]);
      expect(second?.optionalNumber('size')).toBeUndefined();
      expect(second?.where).toBe(`${FILE} line 3`);
    }
  });

  it('names the file and line of a row with the wrong number of fields, or a quoted field', () => {
    expect(() => parse('code,name,size\n01,Uno,1\n02,Dos\n')).toThrow(`${FILE} line 3: 2 fields, expected 3`);
    expect(() => parse('code,name,size\n01,"Uno, Dos",1\n')).toThrow(`${FILE} line 2: quoted fields are not supported`);
    expect(() => parse('code,size,name\n')).toThrow(`${FILE} line 1: header is "code,size,name"`);
  });

  it('names the file, line and column of a cell that does not read', () => {
    const [row] = parse('code,name,size\n1,,1.5x\n');
    expect(() => row?.text('code', /^\d{2}$/)).toThrow(`${FILE} line 2: "code" is "1", expected /^\\d{2}$/`);
    expect(() => row?.text('name')).toThrow(`${FILE} line 2: "name" is empty`);
    expect(() => row?.number('size')).toThrow(`${FILE} line 2: "size" is "1.5x", not a decimal number`);
    expect(() => row?.oneOf('code', ['01', '02'])).toThrow(`${FILE} line 2: "code" is "1", expected one of 01, 02`);
  });
});
