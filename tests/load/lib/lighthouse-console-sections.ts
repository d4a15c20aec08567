import type { ConsoleFigures } from './console-check';
import type { LighthouseFigures } from './lighthouse';
import type { Measured } from './measured';
import { kB, ms, num, table } from './report';

// The sections of BENCHMARKS.md drawn once per data set: Lighthouse's audit and the console check.

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

export function lighthouseSection(
  set: string,
  lighthouse: LighthouseFigures[],
  load: [number, number],
  m: Measured,
): string[] {
  const marks = (l: LighthouseFigures) =>
    [l.fcp > 1500 ? 'FCP' : '', l.lcp > 2000 ? 'LCP' : '', l.cls > 0.05 ? 'CLS' : ''].filter(Boolean).join(', ') ||
    (Number.isNaN(l.lcp) ? 'n/a' : 'within');
  return [
    `### Lighthouse 12, mobile defaults (simulated slow 4G, 4× CPU slowdown), Debian Chromium — ${set}`,
    `Each page audited alone, the server idle (its answer already drawn and cached). The four main pages: median of ${m.lighthouseRuns} runs, every figure taken separately; the other pages: ${m.lighthouseOtherRuns} run${m.lighthouseOtherRuns > 1 ? 's (median)' : ' each, to keep the bench within its time (a single run, so noisier)'}. ` +
      `One-minute load average ${load[0].toFixed(2)} before these runs, ${load[1].toFixed(2)} after. "Targets" names the issue 13 limits a page is over (FCP 1.5 s, LCP 2.0 s, CLS 0.05). ` +
      'LCP element and render-blocking requests are those of the run with the median LCP; "HTML / JS" are the document and the scripts as transferred in that run (the simulation counts every script that arrived before the paint).',
    table(
      [
        'page',
        'runs',
        'performance',
        'FCP',
        'LCP',
        'CLS',
        'TBT',
        'each run (performance / TBT (benchmark index))',
        'DOM elements',
        'targets',
        'LCP element',
        'render-blocking',
        'HTML / JS',
      ],
      lighthouse.map((l) => [
        `\`${l.path}\``,
        String(l.runs),
        Number.isNaN(l.performance) ? 'n/a' : l.performance.toFixed(2),
        ms(l.fcp),
        ms(l.lcp),
        Number.isNaN(l.cls) ? 'n/a' : l.cls.toFixed(3),
        ms(l.tbt),
        (l.each ?? [])
          .map((r) => `${r.performance.toFixed(2)} / ${ms(r.tbt)} (${Math.round(r.benchmarkIndex)})`)
          .join(', ') || 'n/a',
        Number.isNaN(l.domElements) ? 'n/a' : num(l.domElements),
        l.error ? `failed: ${cut(l.error, 60)}` : marks(l),
        `\`${cut(l.why.lcpElement.replace(/`/g, "'"), 50)}\``,
        l.why.renderBlocking.length ? l.why.renderBlocking.map((r) => `${r.url} ${r.wastedMs} ms`).join('; ') : 'none',
        `${kB(l.why.documentBytes)} / ${kB(l.why.scriptBytes)}`,
      ]),
    ),
    ...lighthouse
      .filter((l) => l.why.shifts.length)
      .map(
        (l) =>
          `Layout shifts on \`${l.path}\`: ${l.why.shifts.map((x) => `${x.score.toFixed(3)} \`${x.node.replace(/`/g, "'")}\``).join('; ')}.`,
      ),
  ];
}

export function consoleSection(set: string, checks: ConsoleFigures[]): string[] {
  return [
    `### Console and hydration in Chromium — ${set}`,
    'Each public page loaded once in a fresh context (1280×800, loopback), until the network is idle and React has attached to the root (10 s at most: on a busy machine the route\'s code can load past the network\'s idle), then half a second more. "Drawn" means the HTML came with the page in it; "kept" that React hydrated the server\'s nodes instead of drawing its own (the first element the server sent is still in the page). Messages are console errors, uncaught exceptions and warnings about hydration.',
    table(
      ['page', 'status', 'drawn', 'kept', 'messages'],
      checks.map((c) => [
        `\`${c.path}\``,
        String(c.status),
        c.serverDrawn ? 'yes' : 'NO',
        c.keptServerTree ? 'yes' : 'NO',
        c.problems.length ? cut(c.problems.join(' | ').replace(/\|/g, '/'), 160) : 'none',
      ]),
    ),
  ];
}
