import type { ReactNode } from 'react';

const tones = {
  gray: 'bg-slate-100 text-slate-800',
  green: 'bg-emerald-100 text-emerald-900',
  yellow: 'bg-amber-100 text-amber-900',
  cyan: 'bg-cyan-100 text-cyan-900',
  orange: 'bg-orange-100 text-orange-900',
  pink: 'bg-pink-100 text-pink-900',
  blue: 'bg-sky-100 text-sky-900',
  red: 'bg-rose-100 text-rose-900',
  purple: 'bg-violet-100 text-violet-900',
} as const;
export type BadgeTone = keyof typeof tones;

export function Badge({ tone = 'gray', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}
