import type { ReactNode } from 'react';

export function PageHero({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-navy-900 via-navy-800 to-sky-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle && <p className="mt-3 max-w-3xl text-lg text-slate-200">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
