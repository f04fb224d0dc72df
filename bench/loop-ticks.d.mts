// Types of bench/loop-ticks.mjs (plain JavaScript, since the soak's probe runs it inside the compiled server).
export declare function watchLoopTicks(): {
  read(): { lateMaxMs: number; busyMaxMs: number | null };
  reset(): void;
  settleMs: number;
};
