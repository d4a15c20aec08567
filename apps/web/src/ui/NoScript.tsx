import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A note for visitors without JavaScript only. A browser that runs scripts ignores what a `<noscript>`
 * holds and React does not draw it in the browser, so the server's markup hydrates unchanged.
 * `className` places the note (on the `<noscript>` element, shown only when scripts do not run);
 * `tone` colours it.
 */
export function NoScriptNotice({ children, className = 'block', tone = 'bg-amber-50 text-amber-950 ring-amber-200' }: { children: ReactNode; className?: string; tone?: string }) {
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
  const { t } = useTranslation();
  return (
    <NoScriptNotice className={className} tone={tone}>
      {t('noScript.form')}
    </NoScriptNotice>
  );
}

/**
 * The submit button of a filter form, for visitors without JavaScript (with it, the filters apply at
 * once). `className` places it in the form's layout: the `<noscript>` element is the layout's item.
 */
export function NoScriptSubmit({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <noscript className={className}>
      <button type="submit" className="w-full rounded-md bg-sky-800 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-900">
        {t('noScript.show')}
      </button>
    </noscript>
  );
}
