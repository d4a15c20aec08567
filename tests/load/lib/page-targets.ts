import type { ConsoleFigures } from './console-check';
import type { LighthouseFigures } from './lighthouse';
import { ms, s } from './report';
import { atLeast, atMost, holds, type Target } from './targets';

// Issue 13, on each data set: the home page's Lighthouse score, the paints and the shifts of every public
// page, and a console without hydration warnings or errors.

/** The worst page for one figure, and the pages past its limit. */
function worst(lighthouse: LighthouseFigures[], pick: (l: LighthouseFigures) => number, limit: number) {
  const measured = lighthouse.filter((l) => !Number.isNaN(pick(l)));
  const top = [...measured].sort((a, b) => pick(b) - pick(a))[0];
  const over = measured.filter((l) => pick(l) > limit).map((l) => l.path);
  const unmeasured = lighthouse.filter((l) => Number.isNaN(pick(l))).map((l) => l.path);
  return { value: unmeasured.length || !top ? Number.NaN : pick(top), top, over, unmeasured };
}

export function pageTargets(set: string, lighthouse: LighthouseFigures[], checks: ConsoleFigures[]): Target[] {
  const out: Target[] = [];
  const home = lighthouse.find((l) => l.path === '/');
  if (home) {
    out.push(
      atLeast(
        `Lighthouse performance ≥ 0.95, \`/\`, ${set}`,
        home.performance,
        0.95,
        { digits: 2, unit: '' },
        home.error
          ? `Lighthouse failed: ${home.error.slice(0, 120)}`
          : `FCP ${s(home.fcp)}, LCP ${s(home.lcp)}, TBT ${ms(home.tbt)}, CLS ${home.cls.toFixed(3)}`,
      ),
    );
  }
  const paints = [
    { label: 'FCP ≤ 1.5 s', pick: (l: LighthouseFigures) => l.fcp, limit: 1500, unit: 'ms', digits: 0 },
    { label: 'LCP ≤ 2.0 s', pick: (l: LighthouseFigures) => l.lcp, limit: 2000, unit: 'ms', digits: 0 },
    { label: 'CLS ≤ 0.05', pick: (l: LighthouseFigures) => l.cls, limit: 0.05, unit: '', digits: 3 },
  ];
  for (const p of paints) {
    const w = worst(lighthouse, p.pick, p.limit);
    const shown = w.top
      ? `worst ${p.pick(w.top).toFixed(p.digits)}${p.unit ? ` ${p.unit}` : ''} (\`${w.top.path}\`)`
      : 'n/a';
    const why = w.unmeasured.length
      ? `not measured on ${w.unmeasured.join(', ')}`
      : w.over.length
        ? `over on ${w.over.join(', ')}`
        : `every one of ${lighthouse.length} pages within; see the per-page table`;
    out.push(
      atMost(
        `${p.label} on every public page, ${set}`,
        w.value,
        p.limit,
        { digits: p.digits, unit: p.unit, shown },
        why,
      ),
    );
  }
  const problems = checks.filter((c) => c.problems.length > 0);
  const redrawn = checks.filter((c) => !c.serverDrawn || !c.keptServerTree || c.status !== 200);
  const first = problems[0];
  out.push(
    holds(
      `no hydration warning or console error on any public page, ${set}`,
      checks.length ? problems.length === 0 && redrawn.length === 0 : null,
      `${problems.reduce((n, c) => n + c.problems.length, 0)} message(s); ${checks.length - redrawn.length}/${checks.length} drawn by the server and kept`,
      first
        ? `\`${first.path}\`: ${first.problems[0]?.slice(0, 110)}`
        : redrawn.length
          ? `not drawn or redrawn in the browser: ${redrawn.map((c) => `\`${c.path}\` (${c.status})`).join(', ')}`
          : "Chromium, first visit of each page: console errors, uncaught exceptions, hydration warnings; the server's first element still in the page after hydration",
    ),
  );
  return out;
}
