import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../../..');
// tsx's loader is resolved from the server package, where it is a dependency.
export const tsxLoader = createRequire(resolve(repoRoot, 'apps/server/package.json')).resolve('tsx');

export interface Child {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Runs an entry point in a plain `node` process, with `--import tsx` for TypeScript (not through the tsx
 * CLI, which would put a second process between us and the server; a built .js runs as `pnpm start` runs
 * it, without the loader), and waits until `readyPath` answers 200.
 */
export async function startChild(
  entry: string,
  env: Record<string, string>,
  port: number,
  readyPath: string,
  nodeArgs: string[] = [],
): Promise<Child> {
  const loader = entry.endsWith('.ts') ? ['--import', tsxLoader] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}${readyPath}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${entry} did not answer ${readyPath} in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
