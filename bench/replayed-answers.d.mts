// Types of bench/replayed-answers.mjs (plain JavaScript, since the bench server runs the compiled app without tsx).
export declare const REPLAYED_ANSWERS: { readonly prices: string; readonly nearby: string };
export declare function replayPath(path: string): string;
