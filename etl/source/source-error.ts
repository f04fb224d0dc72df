// The one error type for failures talking to the ministry's REST service.

export type SourceErrorKind =
  | 'timeout' // no complete answer within timeoutMs
  | 'http' // a non-2xx status
  | 'html' // an HTML error page instead of JSON (the service does this under load)
  | 'truncated' // the body stopped early: connection cut, or JSON that ends mid-value
  | 'invalid-json' // a complete body that is not JSON
  | 'shape' // JSON, but not what the endpoint promises
  | 'too-large' // the body exceeded maxBytes, or a part of a station list its bound (station-list-parser.ts)
  | 'too-deep' // nested deeper than any answer of the service
  | 'network'; // DNS, TLS, refused or reset before an answer

export interface SourceErrorDetails {
  url: string;
  /** How many attempts were made before giving up (the attempt number while retrying). */
  attempts: number;
  status?: number;
  cause?: unknown;
}

export class SourceError extends Error {
  override readonly name = 'SourceError';
  readonly kind: SourceErrorKind;
  readonly url: string;
  readonly attempts: number;
  readonly status: number | undefined;

  constructor(kind: SourceErrorKind, message: string, details: SourceErrorDetails) {
    super(`${message} (${details.url})`, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.url = details.url;
    this.attempts = details.attempts;
    this.status = details.status;
  }
}

/** Transient failures are worth another attempt; a 4xx (but 408/429), a wrong shape or an oversize body is not. */
export function isRetryable(error: SourceError): boolean {
  switch (error.kind) {
    case 'timeout':
    case 'network':
    case 'html':
    case 'truncated':
      return true;
    case 'http':
      return error.status !== undefined && (error.status >= 500 || error.status === 408 || error.status === 429);
    default:
      return false;
  }
}
