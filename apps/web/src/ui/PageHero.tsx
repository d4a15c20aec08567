import { type ReactNode, useEffect } from 'react';
import { useServerHead } from '../ssr/server-head';
import { useText } from '../lib/use-text';

/** Sets a distinct document title for the page (WCAG 2.4.2), following the language. */
export function useDocumentTitle(title?: string) {
  const t = useText('common');
  const brand = t('brand.full');
  const serverHead = useServerHead();
  // Effects do not run on the server: the page's title is handed to the document's head there.
  if (serverHead) serverHead.title = title ? `${title} | ${brand}` : brand;
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : brand;
  }, [title, brand]);
}

export function PageHero({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  useDocumentTitle(title);
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
