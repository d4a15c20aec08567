import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

// A real entry point (src/main.ts, a command of src/cli/) as a separate process, as a newcomer runs it.
const serverRoot = resolve(import.meta.dirname, '../..');
const tsx = createRequire(resolve(serverRoot, 'package.json')).resolve('tsx');

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function run(entry: string, env: Record<string, string>, input?: string, args: string[] = []): Promise<Run> {
  const child = spawn(process.execPath, ['--import', tsx, entry, ...args], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdin.end(input ?? '');
  return new Promise((done) => child.once('close', (code) => done({ code, stdout, stderr })));
}
