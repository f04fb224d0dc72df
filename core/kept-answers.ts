// A check of a header a client sends the same on every request (Host, Origin, Content-Type, Accept-Language), answered
// once per value: the MCP adapter's header checks and the language negotiation of both adapters.

/** How many values are kept at most, and how long a value may be to be kept at all. */
export interface KeptAnswersBounds {
  capacity?: number;
  /** Longer values are judged every time, never kept: a client cannot fill the memory with long junk. */
  maxLength?: number;
}

/**
 * `judge` with its answers for the last `capacity` values kept: a value asked again is not judged again. More values
 * than that (a client making them up) start the list again, so memory stays bounded by capacity × maxLength.
 */
export function keptAnswers<T>(
  judge: (value: string) => T,
  { capacity = 64, maxLength = 200 }: KeptAnswersBounds = {},
): (value: string) => T {
  const answers = new Map<string, T>();
  return (value) => {
    const kept = answers.get(value);
    if (kept !== undefined || answers.has(value)) return kept as T;
    const answer = judge(value);
    if (value.length > maxLength) return answer;
    if (answers.size >= capacity) answers.clear();
    answers.set(value, answer);
    return answer;
  };
}
