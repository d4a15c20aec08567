import type { ReactNode } from 'react';
import { useText } from '../lib/use-text';

/**
 * A note for visitors without JavaScript only. A browser that runs scripts ignores what a `<noscript>`
 * holds and React does not draw it in the browser, so the server's markup hydrates unchanged.
 * `className` places the note (on the `<noscript>` element, shown only when scripts do not run);
 * `tone` colours it.
 */
export function NoScriptNotice({
  children,
  className = 'block',
  tone = 'bg-amber-50 text-amber-950 ring-amber-200',
}: {
  children: ReactNode;
  className?: string;
  tone?: string;
}) {
  return (
    <noscript className={className}>
      <p className={`rounded-md px-3 py-2 text-sm ring-1 ${tone}`} data-testid="noscript-notice">
        {children}
      </p>
    </noscript>
  );
}

/** The forms send through the API from the browser: without JavaScript they say so rather than fail. */
export function FormNeedsScript({ className, tone }: { className?: string; tone?: string }) {
  const t = useText('common');
  return (
    <NoScriptNotice className={className} tone={tone}>
      {t('noScript.form')}
    </NoScriptNotice>
  );
}

/**
 * The submit button of a filter form. Without JavaScript it is the way to apply the filters (the
 * server draws the view the address asks for). With it the filters apply as they change, yet the form
 * keeps its submit control (WCAG 3.2.2, H32): hidden from the eye until the keyboard reaches it, still
 * there for assistive technology, and harmless (the page's submit handler keeps the view as it is).
 * `className` places it in the form's layout.
 */
export function FilterSubmit({ className = '' }: { className?: string }) {
  const t = useText('common');
  return (
    <button
      type="submit"
      className={`sr-only rounded-md bg-sky-800 text-sm font-semibold text-white hover:bg-sky-900 focus:not-sr-only noscript:not-sr-only ${className}`}
      data-testid="filter-submit"
    >
      {/* The padding sits inside: not-sr-only resets the button's own. */}
      <span className="block px-4 py-2">{t('noScript.show')}</span>
    </button>
  );
}
