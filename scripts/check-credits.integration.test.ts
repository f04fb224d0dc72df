// check:credits where Commons cannot be reached (a closed port, a server that never answers) and against a local
// stand-in of the API: it must fail fast with a clear message, never hang, and change no content file.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, listContentFiles, loadContent, readContent } from '../content/lib/load-content.js';
import { checkCredits, fileTitle } from './commons-credits.js';

const run = promisify(execFile);
const PHOTO = {
  caption: 'Una foto',
  author: 'Autora Ejemplo',
  license: 'CC BY-SA 3.0',
  source_url: 'https://commons.wikimedia.org/wiki/File:Faro_de_ejemplo.jpg',
  credit_confirmed_at: null,
};

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A port on which nothing listens: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function checkCreditsCli(args: string[], apiUrl: string, contentDir = CONTENT_DIR) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/check-credits.ts', ...args], {
      env: { ...process.env, COMMONS_API_URL: apiUrl, COMMONS_TIMEOUT_MS: '2000', CONTENT_DIR: contentDir },
      timeout: 20_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return error as { code: number; stdout: string; stderr: string };
  }
}

const routeFiles = () => listContentFiles().map(({ path }) => readFileSync(path, 'utf8'));

describe('check:credits without Commons', () => {
  it('fails at once on a closed port, saying it cannot reach the host', async () => {
    const port = await closedPort();
    // At once, without a clock: the failure named is the refusal itself, where a wait would end in "no answer within".
    await expect(checkCredits([PHOTO], { apiUrl: `http://127.0.0.1:${port}/w/api.php` })).rejects.toThrow(
      `cannot reach 127.0.0.1:${port}: fetch failed (ECONNREFUSED)`,
    );
  });

  it('gives up on a server that never answers after its timeout', async () => {
    const silent = createServer(() => {});
    const port = await listen(silent);
    try {
      await expect(
        checkCredits([PHOTO], { apiUrl: `http://127.0.0.1:${port}/w/api.php`, timeoutMs: 300 }),
      ).rejects.toThrow(`cannot reach 127.0.0.1:${port}: no answer within 300 ms`);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('npm run check:credits -- --write exits 2 with the message and writes nothing', async () => {
    const before = routeFiles();
    const port = await closedPort();
    const result = await checkCreditsCli(['--write'], `http://127.0.0.1:${port}/w/api.php`);
    expect(result.code).toBe(2);
    // The refusal, not a timeout: it exits at once.
    expect(result.stderr).toContain(`check:credits: cannot reach 127.0.0.1:${port}: fetch failed (ECONNREFUSED)`);
    expect(routeFiles()).toEqual(before);
  });
});

describe('check:credits against a stand-in of the Commons API', () => {
  it('lists every file Commons does not have and exits 1', async () => {
    const missing = readFileSync(new URL('../test/fixtures/commons-api/missing.json', import.meta.url));
    const titles: string[] = [];
    const commons = createServer((request, response) => {
      titles.push(new URL(request.url ?? '', 'http://x').searchParams.get('titles') ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(missing);
    });
    const port = await listen(commons);
    try {
      const result = await checkCreditsCli([], `http://127.0.0.1:${port}/w/api.php`);
      expect(result.code).toBe(1);
      const lines = result.stdout.split('\n').filter((line) => line.startsWith('MISSING'));
      expect(lines.length).toBe(titles.length);
      expect(titles.length).toBeGreaterThan(0);
      expect(result.stdout).toContain(`0 of ${titles.length} credits match Commons; routes without a photo: `);
    } finally {
      await new Promise((resolve) => commons.close(resolve));
    }
  });
});

describe('check:credits --write with a Commons that answers', () => {
  it('dates each matching credit today, leaves a differing one null, and exits 1', async () => {
    const contentDir = mkdtempSync(join(tmpdir(), 'check-credits-'));
    for (const folder of ['guides', 'posts', 'routes'])
      cpSync(join(CONTENT_DIR, folder), join(contentDir, folder), { recursive: true });
    const photos = loadContent().routes.flatMap((route) => route.photos);
    const wrong = photos[0]?.source_url;
    // Answers every file with the credit the content gives, except the first, credited to someone else.
    const commons = createServer((request, response) => {
      const title = new URL(request.url ?? '', 'http://x').searchParams.get('titles') ?? '';
      const photo = photos.find((p) => fileTitle(p.source_url) === title);
      const artist = photo?.source_url === wrong ? 'Otra Persona' : photo?.author;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          batchcomplete: true,
          query: {
            pages: [
              {
                pageid: 1,
                ns: 6,
                title,
                imagerepository: 'local',
                imageinfo: [
                  {
                    extmetadata: {
                      Artist: {
                        value: `<a href="//commons.wikimedia.org/wiki/User:X">${artist}</a>`,
                        source: 'commons-desc-page',
                      },
                      LicenseShortName: { value: photo?.license, source: 'commons-desc-page', hidden: '' },
                    },
                  },
                ],
              },
            ],
          },
        }),
      );
    });
    const port = await listen(commons);
    try {
      const result = await checkCreditsCli(['--write'], `http://127.0.0.1:${port}/w/api.php`, contentDir);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(`MISMATCH`);
      const today = new Date().toISOString().slice(0, 10);
      const written = readContent(contentDir).items.flatMap((item) => (item.kind === 'route' ? item.photos : []));
      expect(written.map((p) => [p.source_url, p.credit_confirmed_at])).toEqual(
        photos.map((p) => [p.source_url, p.source_url === wrong ? null : today]),
      );
    } finally {
      await new Promise((resolve) => commons.close(resolve));
      rmSync(contentDir, { recursive: true, force: true });
    }
  });
});
