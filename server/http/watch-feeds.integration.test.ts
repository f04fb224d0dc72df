// The watch as feeds (issue 42): read by a third-party parser (feedsmith, a test dependency only), checked against
// RFC 4287's required elements read from the XML itself, negotiated on /v1/watch (Vary: Accept), fixed on the
// extensions, each form with its own ETag and 304, cached until the next update.
import { parseAtomFeed, parseJsonFeed } from 'feedsmith';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../handlers/shared/types.js';
import { useSliceCoreServer } from '../../test/support/core-server.js';

type Watch = { data: Schemas['WatchData'] };

/** The text of each `<name>` element directly inside `xml`'s parts (a small reading, enough to count and compare). */
const elements = (xml: string, name: string): string[] =>
  [...xml.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'g'))].map((m) => m[1] as string);

describe('GET /v1/watch as Atom 1.0 and JSON Feed 1.1', () => {
  const slice = useSliceCoreServer();
  const ids = '4375,4376,4377,4378,4379,4380,4381,4382,4383,4384,4385,4386';
  const query = `ids=${ids}&fuel=diesel`;
  let watch: Schemas['WatchData'];
  beforeAll(async () => {
    watch = (await slice.server.json<Watch>(`/v1/watch?${query}`)).body.data;
  });

  it('gives an Atom feed a parser reads, one entry per event with its tag id, title and instant', async () => {
    expect(watch.events.length).toBeGreaterThan(3);
    const response = await slice.server.request(`/v1/watch.atom?${query}`);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await response.text();
    const feed = parseAtomFeed(xml);
    expect(feed.title).toEqual({ value: watch.title });
    // feedsmith gives a text construct as { value } and a date as written.
    const text = (construct: unknown) => (construct as { value?: string })?.value ?? construct;
    expect(feed.entries?.map((entry) => [entry.id, text(entry.title), entry.updated])).toEqual(
      watch.events.map((event) => [event.id, event.title, event.at]),
    );
    expect(watch.events.every((event) => event.id.startsWith('tag:gasolineras.dev,2026:price/'))).toBe(true);
  });

  it("holds RFC 4287's required elements: feed id, title, updated, author; each entry's id, title, updated", async () => {
    const xml = await (await slice.server.request(`/v1/watch.atom?${query}`)).text();
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"')).toBe(
      true,
    );
    const [head = ''] = xml.split('<entry>');
    for (const name of ['id', 'title', 'updated', 'author']) expect(elements(head, name), name).toHaveLength(1);
    expect(elements(head, 'id')[0]).toMatch(/^tag:gasolineras\.dev,2026:watch\?/);
    expect(elements(head, 'updated')[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(elements(elements(head, 'author')[0] as string, 'name')).toHaveLength(1);
    expect(head).toMatch(/<link rel="self" type="application\/atom\+xml" href="[^"]+\/v1\/watch\.atom\?/);
    const entries = elements(xml, 'entry');
    expect(entries).toHaveLength(watch.events.length);
    for (const entry of entries) {
      for (const name of ['id', 'title', 'updated']) expect(elements(entry, name), name).toHaveLength(1);
      // A feed with an author needs none per entry; a content-less entry needs a summary or an alternate link.
      expect(entry).toMatch(/<link rel="alternate"/);
    }
  });

  it('gives a JSON Feed a parser reads, with the same ids, titles and instants', async () => {
    const response = await slice.server.request(`/v1/watch.feed.json?${query}`);
    expect(response.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
    const feed = parseJsonFeed(await response.text());
    expect(feed.title).toBe(watch.title);
    expect(feed.items?.map((item) => [item.id, item.title, item.date_published])).toEqual(
      watch.events.map((event) => [event.id, event.title, event.at]),
    );
  });

  it('negotiates the form on /v1/watch, varies on Accept, and gives each form an ETag and a 304 of its own', async () => {
    const forms = {
      json: { accept: 'application/json', type: 'application/json; charset=utf-8' },
      atom: { accept: 'application/atom+xml', type: 'application/atom+xml; charset=utf-8' },
      feed: { accept: 'application/feed+json, application/json;q=0.5', type: 'application/feed+json; charset=utf-8' },
      none: { accept: '*/*', type: 'application/json; charset=utf-8' },
    };
    const etags = new Map<string, string>();
    for (const [form, { accept, type }] of Object.entries(forms)) {
      const response = await slice.server.request(`/v1/watch?${query}`, { headers: { Accept: accept } });
      expect(response.headers.get('content-type'), form).toBe(type);
      expect(response.headers.get('vary'), form).toMatch(/(^|, )Accept(,|$)/);
      expect(response.headers.get('cache-control'), form).toMatch(/max-age=\d+/);
      const etag = response.headers.get('etag') as string;
      etags.set(form, etag);
      const again = await slice.server.request(`/v1/watch?${query}`, {
        headers: { Accept: accept, 'If-None-Match': etag },
      });
      expect(again.status, form).toBe(304);
    }
    expect(new Set([etags.get('json'), etags.get('atom'), etags.get('feed')]).size).toBe(3);
    expect(etags.get('none')).toBe(etags.get('json'));
    // The extension's form is the negotiated one, the same ETag.
    const atom = await slice.server.request(`/v1/watch.atom?${query}`, { headers: { Accept: 'application/json' } });
    expect(atom.headers.get('etag')).toBe(etags.get('atom'));
    // An ETag of one form never validates another.
    const cross = await slice.server.request(`/v1/watch?${query}`, {
      headers: { Accept: 'application/atom+xml', 'If-None-Match': etags.get('json') as string },
    });
    expect(cross.status).toBe(200);
  });

  it('writes the entries in the language asked for', async () => {
    const en = await slice.server.request(`/v1/watch.atom?${query}`, { headers: { 'Accept-Language': 'en' } });
    const xml = await en.text();
    expect(xml).toContain('xml:lang="en"');
    expect(elements(xml, 'title')[1]).toContain('Diesel');
    const es = await (await slice.server.request(`/v1/watch.atom?${query}`)).text();
    expect(elements(es, 'title')[1]).toContain('Gasóleo A');
  });
});
