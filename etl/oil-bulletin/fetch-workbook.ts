// Downloads the bulletin workbook with a time limit and a size cap, so a stuck or runaway server cannot hang the ETL.

export const DEFAULT_TIMEOUT_MS = 60_000;
/** The real prices-history workbook is a few MB; anything far larger is not it. */
export const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

export interface FetchWorkbookOptions {
  timeoutMs?: number;
  maxBytes?: number;
  fetch?: typeof fetch;
}

/** The response body, or an error naming what went wrong (status, timeout, size, not a zip). */
export async function fetchWorkbook(url: string, options: FetchWorkbookOptions = {}): Promise<Uint8Array> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, { signal, redirect: 'follow' });
  } catch (error) {
    throw new Error(`oil bulletin: ${describe(error, timeoutMs)} fetching ${url}`);
  }
  if (!response.ok) throw new Error(`oil bulletin: HTTP ${response.status} from ${url}`);
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes)
    throw new Error(`oil bulletin: ${declared} bytes declared, more than the ${maxBytes} bytes allowed`);
  if (!response.body) throw new Error(`oil bulletin: empty response from ${url}`);

  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new Error(`oil bulletin: more than the ${maxBytes} bytes allowed from ${url}`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (signal.aborted) throw new Error(`oil bulletin: ${describe(error, timeoutMs)} reading ${url}`);
    throw error;
  }
  const bytes = Buffer.concat(chunks);
  // An .xlsx is a zip; servers that fail often answer an HTML page with status 200.
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new Error(`oil bulletin: ${url} did not answer an .xlsx file`);
  return bytes;
}

function describe(error: unknown, timeoutMs: number): string {
  const name = (error as { name?: string }).name;
  return name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : String(error);
}
