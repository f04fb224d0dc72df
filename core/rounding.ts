// One rounding rule for every published figure.

/**
 * Rounds half away from zero after cutting to 15 significant digits, so binary noise (1.0005 held as
 * 1.000499…) does not decide the last digit. Never returns -0.
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const result = (Math.sign(value) * Math.round(scaled)) / factor;
  return result === 0 ? 0 : result;
}

/** Prices per litre or kg, and per-litre amounts, as published: 3 decimals. */
export const price3 = (value: number): number => roundTo(value, 3);

/** Percentages as published: 2 decimals. */
export const percent2 = (value: number): number => roundTo(value, 2);
