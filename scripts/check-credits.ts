// `npm run check:credits [-- --write]`: asks Wikimedia Commons about every route photo's file and reports each
// credit whose author or licence differs, and each file Commons does not have. Exit 0: all confirmed;
// 1: a mismatch or a missing file; 2: Commons could not be reached (nothing checked). With --write, each
// photo's credit_confirmed_at becomes today's date when its credit matches and null when it does not.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_DIR, readContent } from '../content/lib/load-content.js';
import type { Route } from '../content/lib/types.js';
import {
  COMMONS_API_URL,
  CommonsUnreachableError,
  type CreditCheck,
  checkCredits,
  recordConfirmation,
} from './commons-credits.js';

export async function main(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  const write = argv.includes('--write');
  const apiUrl = env.COMMONS_API_URL ?? COMMONS_API_URL;
  const timeoutMs = env.COMMONS_TIMEOUT_MS ? Number(env.COMMONS_TIMEOUT_MS) : undefined;
  // CONTENT_DIR: another copy of content/ (the tests write into a temporary one).
  const { items, problems } = readContent(env.CONTENT_DIR ?? CONTENT_DIR);
  if (problems.length > 0) {
    console.error(`The content has problems; fix them first:\n  ${problems.join('\n  ')}`);
    return 1;
  }
  const routes = items.filter((item): item is Route => item.kind === 'route');
  const uncredited = routes.filter((route) => route.photos.length === 0).map((route) => route.slug);
  const checked: { route: Route; checks: CreditCheck[] }[] = [];
  try {
    for (const route of routes.filter((r) => r.photos.length > 0)) {
      checked.push({ route, checks: await checkCredits(route.photos, { apiUrl, timeoutMs }) });
    }
  } catch (error) {
    if (!(error instanceof CommonsUnreachableError)) throw error;
    console.error(`check:credits: ${error.message}. Nothing was checked; run it where the network allows.`);
    return 2;
  }

  const all = checked.flatMap(({ route, checks }) => checks.map((check) => ({ route, check })));
  for (const { route, check } of all) {
    if (check.status === 'mismatch')
      console.log(`MISMATCH ${route.slug}: ${check.photo.source_url}\n  ${check.differences.join('\n  ')}`);
    if (check.status === 'missing')
      console.log(`MISSING  ${route.slug}: Commons has no file "${check.title}" (${check.photo.source_url})`);
  }
  const confirmed = all.filter(({ check }) => check.status === 'confirmed').length;
  console.log(
    `${confirmed} of ${all.length} credits match Commons; routes without a photo: ${uncredited.join(', ') || 'none'}`,
  );
  if (write) {
    const today = new Date().toISOString().slice(0, 10);
    for (const { route, checks } of checked) {
      const path = resolve(route.file);
      let text = readFileSync(path, 'utf8');
      for (const check of checks) {
        text = recordConfirmation(text, check.photo.source_url, check.status === 'confirmed' ? today : null);
      }
      writeFileSync(path, text);
    }
    console.log(`credit_confirmed_at written: ${today} for the ${confirmed} that match, null for the rest`);
  }
  return confirmed === all.length ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
