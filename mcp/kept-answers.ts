// A check of a header a client sends the same on every request (Host, Content-Type), answered once per value.

/**
 * `judge` with its answers for the last `capacity` values kept: a value asked again is not judged again. More values
 * than that (a client making them up) start the list again, so memory stays bounded.
 */
export function keptAnswers<T>(judge: (value: string) => T, capacity = 64): (value: string) => T {
  const answers = new Map<string, T>();
  return (value) => {
    if (answers.has(value)) return answers.get(value) as T;
    const answer = judge(value);
    if (answers.size >= capacity) answers.clear();
    answers.set(value, answer);
    return answer;
  };
}
