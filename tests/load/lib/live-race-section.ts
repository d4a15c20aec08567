import { spawn } from 'node:child_process';

/**
 * Issue 31's figures for the full `pnpm bench` report: tests/load/live-race-bench.ts in a process of its own
 * (it starts its own server, simulator and bridge), its lines as a section. BENCH_LIVE_RACE=0 skips it.
 */
export async function liveRaceSection(): Promise<string> {
  const child = spawn('pnpm', ['exec', 'tsx', 'tests/load/live-race-bench.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const lines = output.trim().split('\n').filter(Boolean);
  const status = code === 0 ? '' : `\n\n(the live race bench exited with code ${code})`;
  return `## Live race (issue 31): simulator → bridge → site → N open /api/live/direct streams\n\n${lines.map((l) => `- ${l}`).join('\n')}${status}`;
}
