import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, page } from './pagination.js';
import { contentMarkdown, matchUri, OPERATION_READERS, resourceRateClass } from './resource-catalogue.js';
import { RpcError } from './rpc-error.js';

const reader = (template: string) => {
  const found = OPERATION_READERS.find((r) => r.uriTemplate === `fuel-prices://${template}`);
  if (!found) throw new Error(`no reader ${template}`);
  return found;
};

describe('resource URIs', () => {
  it('match their template, one path segment per variable, decoded', () => {
    expect(matchUri(reader('stations/{id}'), 'fuel-prices://stations/4375')).toEqual({ id: '4375' });
    expect(matchUri(reader('prices/provinces/{province}'), 'fuel-prices://prices/provinces/m%C3%A1laga')).toEqual({
      province: 'málaga',
    });
    for (const uri of [
      'fuel-prices://stations/',
      'fuel-prices://stations/1/2',
      'fuel-prices://stations/1?x=2',
      'https://stations/1',
      'fuel-prices://stations/%E0%A4%A',
    ]) {
      expect(matchUri(reader('stations/{id}'), uri), uri).toBeNull();
    }
    expect(matchUri(reader('openapi.json'), 'fuel-prices://openapi.json')).toEqual({});
    expect(matchUri(reader('openapi.json'), 'fuel-prices://openapiXjson')).toBeNull();
  });

  it("count a read against its operation's rate class: a route is heavy, as get_route is", () => {
    expect(resourceRateClass('fuel-prices://routes/cabo-de-gata-nijar')).toBe('heavy');
    expect(resourceRateClass('fuel-prices://stations/4375')).toBe('normal');
    expect(resourceRateClass('fuel-prices://guides/que-es-adblue')).toBe('normal');
    expect(resourceRateClass('fuel-prices://nothing')).toBe('normal');
  });
});

describe('a guide as Markdown', () => {
  const data = {
    body_markdown: '# Título\n\nTexto.\n',
    faq: [{ question: '¿Pregunta?', answer: 'Respuesta.' }],
    sources: [{ title: 'BOE', url: 'https://www.boe.es/' }],
    web_url: 'https://gasolineras.dev/guias/x',
    updated: '2026-11-22',
  };

  it('is its body, then its FAQ, sources and page, labelled in the session language', () => {
    expect(contentMarkdown(data, 'en')).toBe(
      '# Título\n\nTexto.\n\n## Frequently asked questions\n\n**¿Pregunta?**\n\nRespuesta.\n\n## Sources\n\n' +
        '- [BOE](https://www.boe.es/)\n\n---\n\nOn the website: https://gasolineras.dev/guias/x (updated 2026-11-22)\n',
    );
    expect(contentMarkdown({ ...data, faq: [], sources: [] }, 'es')).toBe(
      '# Título\n\nTexto.\n\n---\n\nEn la web: https://gasolineras.dev/guias/x (actualizado el 2026-11-22)\n',
    );
  });
});

describe('pages of a list', () => {
  const items = Array.from({ length: 45 }, (_, i) => i);

  it(`gives ${PAGE_SIZE} items a page and an opaque cursor to the next, none after the last`, () => {
    const first = page(items, undefined, 'en');
    expect(first.items).toEqual(items.slice(0, PAGE_SIZE));
    const second = page(items, first.nextCursor, 'en');
    expect(second.items[0]).toBe(PAGE_SIZE);
    const third = page(items, second.nextCursor, 'en');
    expect(third.items).toEqual([40, 41, 42, 43, 44]);
    expect(third.nextCursor).toBeUndefined();
    expect(page([1, 2], undefined, 'en')).toEqual({ items: [1, 2] });
  });

  it('refuses a cursor it did not give with -32602 INVALID_PARAMETER', () => {
    for (const cursor of [
      '',
      'nonsense',
      Buffer.from('999').toString('base64url'),
      Buffer.from('0').toString('base64url'),
      // Inside the list, but not where a page the server gave starts: "MQ" is "1".
      'MQ',
      Buffer.from(String(PAGE_SIZE + 1)).toString('base64url'),
    ]) {
      let error: unknown;
      try {
        page(items, cursor, 'en');
      } catch (e) {
        error = e;
      }
      expect(error, cursor).toBeInstanceOf(RpcError);
      expect(error).toMatchObject({ code: -32602, data: { code: 'INVALID_PARAMETER' } });
      expect((error as Error).message).toMatch(/^INVALID_PARAMETER: cursor ".*" is not one this server gave/);
    }
  });
});
