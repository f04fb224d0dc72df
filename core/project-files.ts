// Where the files read at run time live (openapi.yaml, content/, the built docs, package.json, etl/sample/data/): the
// project's root, found from this module whether it runs from the sources under tsx (core/project-files.ts) or
// compiled (dist/core/project-files.js, one folder deeper).
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The compiled output's folder under the project's root (tsconfig.build.json's outDir). */
export const BUILD_DIR = 'dist';

const MODULE_FILE = fileURLToPath(import.meta.url);

/** The extension of the running modules: '.ts' from the sources (tsx, vitest), '.js' compiled. */
export const MODULE_EXTENSION = extname(MODULE_FILE);

/** The folder holding package.json and openapi.yaml. */
export const PROJECT_ROOT =
  MODULE_EXTENSION === '.ts' ? dirname(dirname(MODULE_FILE)) : dirname(dirname(dirname(MODULE_FILE)));

/** A path under the project's root: `projectPath('content', 'taxes')`. */
export const projectPath = (...parts: string[]): string => join(PROJECT_ROOT, ...parts);
