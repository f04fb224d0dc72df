// Kills a child process the moment it is seen writing, for the tests of what a crash leaves behind.
import type { ChildProcess } from 'node:child_process';

/**
 * Polls `writesInFlight` every 2 ms; once `isMidWrite` holds for what it lists, kills `child` with SIGKILL and resolves,
 * after the child has exited, with that list. Rejects if the child ends before it could be caught mid-write.
 */
export async function killMidWrite(
  child: ChildProcess,
  writesInFlight: () => string[],
  isMidWrite: (paths: string[]) => boolean = (paths) => paths.length > 0,
): Promise<string[]> {
  const caught = await new Promise<string[]>((resolve, reject) => {
    const poll = setInterval(() => {
      const paths = writesInFlight();
      if (isMidWrite(paths)) {
        child.kill('SIGKILL');
        clearInterval(poll);
        resolve(paths);
      }
    }, 2);
    child.once('exit', () => {
      clearInterval(poll);
      reject(new Error('the process finished before it could be interrupted'));
    });
  });
  if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once('exit', resolve));
  return caught;
}
