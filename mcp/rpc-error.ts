// JSON-RPC errors of MCP requests answered by the Server (not by the HTTP transport), in the project's shape: the
// message is `CODE: detail` in the session's language and `data.code` the stable code. The SDK sends a thrown
// error's `code`, `message` and `data` as they are.
import type { Language, Localized } from '../core/language.js';
import type { ApiProblem } from '../core/problem.js';

export const RPC_CODES = {
  /** The MCP spec's code for a resource URI that names nothing. */
  RESOURCE_NOT_FOUND: -32002,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  SERVER_ERROR: -32000,
} as const;

export class RpcError extends Error {
  readonly data: { code: string };

  constructor(
    readonly code: number,
    problemCode: string,
    detail: Localized,
    language: Language,
  ) {
    super(`${problemCode}: ${detail[language]}`);
    this.data = { code: problemCode };
  }
}

/**
 * A problem met while reading a resource: a URI that names no item (unknown, or refused by the operation's own
 * validation) is -32002 Resource not found; being switched off, out of budget or rate-limited a server error.
 */
export function resourceError(problem: ApiProblem, language: Language): RpcError {
  const code =
    problem.status === 404 || problem.code === 'INVALID_PARAMETER'
      ? RPC_CODES.RESOURCE_NOT_FOUND
      : problem.code === 'INTERNAL_ERROR'
        ? RPC_CODES.INTERNAL_ERROR
        : RPC_CODES.SERVER_ERROR;
  return new RpcError(code, problem.code, problem.detail, language);
}

/** An unexpected error as the SDK would send it, in the project's shape; the caller logs it. */
export function internalError(detail: Localized, language: Language): RpcError {
  return new RpcError(RPC_CODES.INTERNAL_ERROR, 'INTERNAL_ERROR', detail, language);
}
