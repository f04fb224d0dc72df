// Numbers as the ministry writes them: strings with a decimal comma ("1,549", "-1,539167"), "" for none.

/** Optional sign, digits, optional fraction after a comma (the ministry) or a point (tolerated). */
const DECIMAL = /^([+-]?)(\d+)(?:[.,](\d+))?$/;

/** Thrown for text that is neither empty nor a decimal number, so garbage is never read as a value. */
export class InvalidNumberError extends RangeError {
  constructor(readonly text: string) {
    super(`not a decimal number: ${JSON.stringify(text)}`);
    this.name = 'InvalidNumberError';
  }
}

/** "39,211417" -> 39.211417; "" or spaces -> null; anything else non-numeric throws InvalidNumberError. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const m = DECIMAL.exec(trimmed);
  if (!m) throw new InvalidNumberError(text);
  return Number(`${m[1]}${m[2]}.${m[3] ?? '0'}`);
}

/**
 * A price rounded half-up to 3 decimals. Rounds on the digits, not on a float, so "1,0005" gives 1.001
 * (an integer divided by 1000 is the double nearest to the decimal, exactly what parsing would give).
 */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const m = DECIMAL.exec(trimmed);
  if (!m) throw new InvalidNumberError(text);
  const fraction = (m[3] ?? '').padEnd(4, '0');
  let thousandths = Number(`${m[2]}${fraction.slice(0, 3)}`);
  if (fraction.charCodeAt(3) >= 53 /* '5' */) thousandths += 1;
  const value = thousandths / 1000;
  return m[1] === '-' ? -value : value;
}

/** Rounds a number already in memory to 3 decimals (prices and derived averages). */
export function round3(value: number): number {
  return Math.round((value + Number.EPSILON * Math.sign(value)) * 1000) / 1000;
}
