import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language.js';
import { DataStore } from '../../store/data-store.js';
import { fakeDataset } from '../../test/support/fakes.js';
import { buildMeta, createMetaWriter } from './meta.js';

/** The writer's meta, without the closing brace (checked). */
function metaWriter(store: DataStore) {
  const writeMeta = createMetaWriter(store);
  return (now: Date, id: string, webUrl: string | null, stale: boolean, language: Language) => {
    const tail = writeMeta(now, id, webUrl, stale, language);
    if (!tail.endsWith('}}')) throw new Error(`not meta and the answer's closing brace: ${tail}`);
    return tail.slice(0, -1);
  };
}

const expected = (
  store: DataStore,
  now: Date,
  id: string,
  webUrl: string | null,
  stale: boolean,
  language: Language = 'es',
) => JSON.stringify(buildMeta(store, now, id, webUrl, stale, language));

describe('createMetaWriter', () => {
  it('writes the same text as JSON.stringify(buildMeta(...)) with and without data, sample or real, in each language', () => {
    const store = new DataStore();
    const write = metaWriter(store);
    const now = new Date('2026-08-22T14:00:00Z');
    expect(write(now, 'req-1', null, false, 'es')).toBe(expected(store, now, 'req-1', null, false));
    for (const isSample of [false, true]) {
      store.swap(fakeDataset({ isSample, sourceTime: '2026-08-22T13:53:31Z' }), now);
      for (const stale of [false, true]) {
        for (const language of ['es', 'en'] as const) {
          for (const webUrl of [null, 'https://gasolineras.dev/gasolinera/14932', 'https://x.example/"quoted"\u00e9']) {
            expect(write(now, 'req-2', webUrl, stale, language)).toBe(
              expected(store, now, 'req-2', webUrl, stale, language),
            );
          }
        }
      }
    }
  });

  it('keeps one template per language: neither answers with the text of the other', () => {
    const store = new DataStore();
    const write = metaWriter(store);
    const now = new Date('2026-08-22T14:00:00Z');
    store.swap(fakeDataset({ sourceTime: '2026-08-22T13:53:31Z' }), now);
    for (let i = 0; i < 3; i++) {
      const es = JSON.parse(write(now, 'r', null, false, 'es'));
      const en = JSON.parse(write(now, 'r', null, false, 'en'));
      expect(es.source).toMatch(/^Ministerio para la Transición Ecológica y el Reto Demográfico/);
      expect(es.attribution).toMatch(/reutilizados bajo CC BY 4\.0$/);
      expect(en.source).toMatch(/^Ministry for the Ecological Transition and the Demographic Challenge/);
      expect(en.attribution).toMatch(/reused under CC BY 4\.0$/);
    }
  });

  it('says "sample" in both languages when the embedded sample is served', () => {
    const store = new DataStore();
    const write = metaWriter(store);
    const now = new Date('2026-08-22T14:00:00Z');
    store.swap(fakeDataset({ isSample: true, sourceTime: '2026-08-22T13:53:31Z' }), now);
    const es = JSON.parse(write(now, 'r', null, true, 'es'));
    const en = JSON.parse(write(now, 'r', null, true, 'en'));
    expect(es.source).toMatch(/MUESTRA SINTÉTICA.*no son precios reales/);
    expect(es.attribution).toMatch(/Datos de muestra.*no son precios reales/);
    expect(en.source).toMatch(/SYNTHETIC SAMPLE.*not real prices/);
    expect(en.attribution).toMatch(/Sample data.*not real prices/);
  });

  it('follows the clock: data age every second, next_update across a refresh slot, a new dataset at once', () => {
    const store = new DataStore();
    const write = metaWriter(store);
    store.swap(fakeDataset({ sourceTime: '2026-08-22T05:53:31Z' }), new Date('2026-08-22T06:00:00Z'));
    // 08:00 in Madrid (summer time) is 06:00 UTC: the instants straddle a refresh slot.
    for (const at of ['2026-08-22T05:59:58Z', '2026-08-22T05:59:59Z', '2026-08-22T06:00:00Z', '2026-08-22T06:00:01Z']) {
      const now = new Date(at);
      expect(write(now, 'r', null, false, 'es')).toBe(expected(store, now, 'r', null, false));
    }
    const now = new Date('2026-08-22T06:00:02Z');
    store.swap(fakeDataset({ sourceTime: '2026-08-22T06:00:00Z', isSample: true }), now);
    expect(write(now, 'r', null, false, 'es')).toBe(expected(store, now, 'r', null, false));
    expect(JSON.parse(write(now, 'r', null, false, 'es')).data_age_seconds).toBe(2);
  });

  it('writes the same meta as the inside of a JSON string (inText) as JSON.stringify does, template escaped once', () => {
    const store = new DataStore();
    const writeMeta = createMetaWriter(store);
    const inString = (text: string) => JSON.stringify(text).slice(1, -1);
    const now = new Date('2026-08-22T14:00:00Z');
    expect(writeMeta.inText(now, 'r', null, false, 'es')?.toString()).toBe(
      inString(writeMeta(now, 'r', null, false, 'es')),
    );
    for (const isSample of [false, true]) {
      store.swap(fakeDataset({ isSample, sourceTime: '2026-08-22T13:53:31Z' }), now);
      for (const stale of [false, true]) {
        for (const language of ['es', 'en'] as const) {
          for (const webUrl of [null, 'https://x.example/"q"\\\u00e9\t', 'https://gasolineras.dev/gasolinera/1']) {
            for (const id of ['req-"1"\\', 'c0ffee00-0000-4000-8000-000000000000']) {
              const plain = writeMeta(now, id, webUrl, stale, language);
              expect(writeMeta.inText(now, id, webUrl, stale, language)?.toString()).toBe(inString(plain));
              const members = ',"note":"\\u00f1 \\"x\\""';
              expect(writeMeta.inText(now, id, webUrl, stale, language, members)?.toString()).toBe(
                inString(`${plain.slice(0, -2)}${members}}}`),
              );
            }
          }
        }
      }
    }
  });

  it('follows a new snapshot and the language in its escaped form too, and leaves a surrogate to the byte level', () => {
    const store = new DataStore();
    const writeMeta = createMetaWriter(store);
    const now = new Date('2026-08-22T14:00:00Z');
    store.swap(fakeDataset({ sourceTime: '2026-08-22T05:53:31Z' }), now);
    const before = JSON.parse(`"${writeMeta.inText(now, 'r', null, false, 'es')?.toString()}"`);
    store.swap(fakeDataset({ sourceTime: '2026-08-22T13:53:31Z' }), now);
    const after = JSON.parse(`"${writeMeta.inText(now, 'r', null, false, 'es')?.toString()}"`);
    expect(JSON.parse(before.slice(0, -1)).last_updated).toBe('2026-08-22T05:53:31Z');
    expect(JSON.parse(after.slice(0, -1))).toMatchObject({
      last_updated: '2026-08-22T13:53:31Z',
      data_age_seconds: 389,
    });
    const english = JSON.parse(`"${writeMeta.inText(now, 'r', null, false, 'en')?.toString()}"`);
    expect(JSON.parse(english.slice(0, -1)).source).toMatch(/^Ministry for the Ecological Transition/);
    expect(writeMeta.inText(now, 'r', 'https://x.example/\ud800', false, 'es')).toBeUndefined();
    expect(writeMeta.inText(now, 'r', null, false, 'es', ',"x":"\udc00"')).toBeUndefined();
  });
});
