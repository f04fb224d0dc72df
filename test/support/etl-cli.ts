// Runs `npm run etl` as an operator would (etl/cli.ts under tsx, as a process) on a DATA_DIR and a ministry address.
import { type ChildProcess, spawn } from 'node:child_process';

export function spawnEtlCli(dataDir: string, baseUrl: string, args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'etl/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, MINISTRY_BASE_URL: baseUrl },
  });
}

export function runEtlCli(
  dataDir: string,
  baseUrl: string,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawnEtlCli(dataDir, baseUrl, args);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
