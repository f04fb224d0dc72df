// Matches request paths to the operations of the contract, to tell 404 from 405 and to extract path parameters.

import { ARCHIVE_URL_PREFIX } from '../../core/data-dir/archive-index.js';
import { DOWNLOADS } from '../../core/data-dir/layout.js';
import { PARAMETER_REASONS } from '../../core/parameter-reasons.js';
import { ApiProblem, invalidParameter } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import { OPERATIONS, type Operation } from '../../generated/operations.js';

interface CompiledPath {
  template: string;
  pattern: RegExp;
  names: string[];
  operations: Operation[];
}

export interface RouteMatch {
  /** The operation's path in the contract (an alias's operation's, for an alias). */
  template: string;
  operation: Operation;
  pathParams: Record<string, string>;
  /** The media type answered at this address: the operation's, or the one its alias answers (x-aliases). */
  mediaType: string;
}

function compile(template: string, operations: Operation[]): CompiledPath {
  const names: string[] = [];
  const source = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { template, pattern: new RegExp(`^${source}$`), names, operations };
}

export class RouteTable {
  private readonly paths: CompiledPath[];

  /** The paths without parameters, found without trying each pattern in turn. */
  private readonly literals = new Map<string, CompiledPath>();

  /** Other addresses of an operation (x-aliases: /openapi.json), with the media type answered there. */
  private readonly aliases = new Map<string, { path: CompiledPath; mediaType: string }>();

  constructor(operations: readonly Operation[] = OPERATIONS) {
    const byTemplate = new Map<string, Operation[]>();
    for (const op of operations) byTemplate.set(op.path, [...(byTemplate.get(op.path) ?? []), op]);
    // Literal segments win over parameters: /v1/stations/nearby before /v1/stations/{id}.
    this.paths = [...byTemplate]
      .map(([template, ops]) => compile(template, ops))
      .sort((a, b) => a.names.length - b.names.length);
    for (const path of this.paths) if (path.names.length === 0) this.literals.set(path.template, path);
    for (const op of operations) {
      for (const [alias, mediaType] of Object.entries(op.aliases)) {
        // Named by its own address in a refusal (405), but answered as its operation.
        this.aliases.set(alias, { path: { template: alias, pattern: /^$/, names: [], operations: [op] }, mediaType });
      }
    }
  }

  private find(path: string): CompiledPath | undefined {
    return this.aliases.get(path)?.path ?? this.literals.get(path) ?? this.paths.find((p) => p.pattern.test(path));
  }

  /** Methods allowed on a path (HEAD with GET, OPTIONS everywhere), or null when no endpoint has that path. */
  allowedMethods(path: string): string[] | null {
    const found = this.find(path);
    if (!found) return null;
    const methods: string[] = found.operations.map((op) => op.method);
    if (methods.includes('GET')) methods.push('HEAD');
    return [...methods, 'OPTIONS'];
  }

  /** The operation for a method and path; throws ENDPOINT_NOT_FOUND or METHOD_NOT_ALLOWED. */
  match(method: string, path: string): RouteMatch {
    const alias = this.aliases.get(path);
    // An extension names no endpoint, but where the contract writes it: an alias, the watch's feeds.
    if (!alias && hasExtension(path) && !this.literals.has(path)) throw notFound(path);
    const found = this.find(path);
    if (!found) throw notFound(path);
    const wanted = method === 'HEAD' ? 'GET' : method;
    const operation = found.operations.find((op) => op.method === wanted);
    if (!operation) {
      const allow = (this.allowedMethods(path) ?? []).join(', ');
      throw new ApiProblem('METHOD_NOT_ALLOWED', PROBLEM_DETAILS.methodNotAllowed(method, found.template, allow), {
        Allow: allow,
      });
    }
    const pathParams: Record<string, string> = {};
    if (found.names.length > 0) {
      const values = found.pattern.exec(path)?.slice(1) ?? [];
      found.names.forEach((name, i) => {
        pathParams[name] = decodePathParameter(name, values[i] ?? '');
      });
    }
    return alias
      ? { template: operation.path, operation, pathParams, mediaType: alias.mediaType }
      : { template: found.template, operation, pathParams, mediaType: operation.mediaType };
  }
}

function hasExtension(path: string): boolean {
  return path.indexOf('.', path.lastIndexOf('/') + 1) >= 0;
}

/** A path parameter's value, decoded; broken percent-encoding is the parameter's fault, as in the query. */
function decodePathParameter(name: string, raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw invalidParameter(name, raw, PARAMETER_REASONS.badPercentEncoding);
  }
}

const DOWNLOAD_PATHS = DOWNLOADS.map((download) => download.path);

function notFound(path: string): ApiProblem {
  if (path === '/downloads' || path.startsWith('/downloads/')) {
    return new ApiProblem('ENDPOINT_NOT_FOUND', PROBLEM_DETAILS.noDownload(path, DOWNLOAD_PATHS, ARCHIVE_URL_PREFIX));
  }
  return new ApiProblem('ENDPOINT_NOT_FOUND', PROBLEM_DETAILS.noEndpoint(path));
}
