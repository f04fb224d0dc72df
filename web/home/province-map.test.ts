import { describe, expect, it } from 'vitest';
import { classBreaks } from './province-map.js';

/** The class a value falls in, as the map colours it: the number of breaks at or below it. */
const classOf = (value: number, breaks: number[]) => breaks.filter((limit) => value >= limit).length;

describe('classBreaks (the map legend)', () => {
  it('puts about as many provinces in each of five classes', () => {
    const values = Array.from({ length: 50 }, (_, i) => 1.5 + i / 1000);
    const breaks = classBreaks(values);
    expect(breaks).toHaveLength(4);
    const sizes = [0, 0, 0, 0, 0];
    for (const value of values) sizes[classOf(value, breaks)] = (sizes[classOf(value, breaks)] ?? 0) + 1;
    expect(sizes).toEqual([10, 10, 10, 10, 10]);
  });

  it('keeps the cheap outliers (Canarias, Ceuta, Melilla) from flattening the peninsula into one class', () => {
    const values = [1.2, 1.25, 1.3, ...Array.from({ length: 20 }, (_, i) => 1.7 + i / 500)];
    const classes = new Set(values.slice(3).map((value) => classOf(value, classBreaks(values))));
    expect(classes.size).toBeGreaterThanOrEqual(4);
  });

  it('gives fewer classes, never an empty one, when prices repeat', () => {
    const breaks = classBreaks([1.5, 1.5, 1.5, 1.5, 1.6, 1.6]);
    expect(breaks).toEqual([1.6]);
    expect(classBreaks([1.5])).toEqual([]);
    expect(classBreaks([])).toEqual([]);
  });
});
