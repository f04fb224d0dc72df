// The content read in a worker thread (the server's start) is the library loadContent reads in the calling thread.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError } from './content-file.js';
import { CONTENT_DIR, loadContent, loadContentInWorker, readContent } from './load-content.js';

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the project's content, to be read as if for the first time (loadContent remembers by folder). */
function contentCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fuel-content-'));
  copies.push(dir);
  for (const folder of ['guides', 'posts', 'routes'])
    cpSync(join(CONTENT_DIR, folder), join(dir, folder), { recursive: true });
  return dir;
}

describe('loadContentInWorker', () => {
  it('gives the items readContent reads, and is the library loadContent then returns', async () => {
    const dir = contentCopy();
    const library = await loadContentInWorker(dir);
    const { items } = readContent(dir);
    expect([...library.guides, ...library.posts, ...library.routes]).toEqual([
      ...items.filter((i) => i.kind === 'guide'),
      ...items.filter((i) => i.kind === 'post'),
      ...items.filter((i) => i.kind === 'route'),
    ]);
    expect(loadContent(dir)).toBe(library);
    const [guide] = library.guides;
    expect(library.find('guide', guide?.slug as string)).toBe(guide);
  });

  it('rejects a broken file with the ContentError loadContent throws, naming the file', async () => {
    const dir = contentCopy();
    writeFileSync(join(dir, 'guides', 'broken.md'), 'no front matter\n');
    const failure = await loadContentInWorker(dir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContentError);
    expect((failure as ContentError).problems).toEqual(
      expect.arrayContaining([expect.stringContaining('broken.md: no front matter')]),
    );
    expect(() => loadContent(dir)).toThrow(ContentError);
  });
});
