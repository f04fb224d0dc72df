// Preloaded (`node --import ./bench/shift-clock.mjs …`) by benchmarks that need a server's scheduled refresh now: the
// process's wall clock (`Date`) runs $BENCH_CLOCK_OFFSET_MS ahead, so a refresh slot (08:00 or 20:00 Madrid) falls a
// few seconds after it starts. Timers and performance.now() are left alone. Works on any version of the server, with
// no hook in its code; never used outside bench/.
const offset = Number(process.env.BENCH_CLOCK_OFFSET_MS ?? 0);

if (offset) {
  const RealDate = Date;
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  });
}
