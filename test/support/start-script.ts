// What `npm start` (or another script) runs once its build step is done, read from package.json: the compiled server with the environment
// and node flags the start script gives it, for the tests and benchmarks that start it as production does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../bin/build-if-stale.mjs';

export interface StartCommand {
  /** Variables the script sets before `node` (`NAME=value node …`). */
  env: Record<string, string>;
  /** The flags between `node` and the script. */
  nodeFlags: string[];
}

/** The last command of the start script, `[NAME=value …] node [flags] dist/main/server.js`, taken apart. */
export function startScriptCommand(): StartCommand {
  return scriptCommand('start', 'dist/main/server.js');
}

/** The last command of a script of `root`'s package.json, `[NAME=value …] node [flags] <entry>`, taken apart. */
export function scriptCommand(name: string, entry: string, root = ROOT): StartCommand {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const script = scripts[name] ?? '';
  const words = (script.split('&&').at(-1) ?? '').trim().split(/\s+/);
  const node = words.indexOf('node');
  const assignments = words.slice(0, Math.max(node, 0));
  if (node < 0 || words.at(-1) !== entry || !assignments.every((w) => /^\w+=\S*$/.test(w))) {
    throw new Error(`the ${name} script does not end in \`[NAME=value …] node … ${entry}\`: ${script}`);
  }
  const env = Object.fromEntries(assignments.map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]));
  return { env, nodeFlags: words.slice(node + 1, -1) };
}
