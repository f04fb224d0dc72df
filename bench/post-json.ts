// A POST of a JSON body that must answer 200, read whole: the route benchmarks' HTTP calls.

/** A call that posts `payload` to `url` and reads the whole answer; throws on anything but 200. */
export function postJson(url: string, payload: string): () => Promise<void> {
  return async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  };
}
