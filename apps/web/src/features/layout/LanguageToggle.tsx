import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { loadEnglish, switchLanguage } from '../../lib/i18n';
import { languageHref } from '../../lib/language-param';

export function LanguageToggle({ className = '' }: { className?: string }) {
  const { i18n, t } = useTranslation();
  const location = useRouterState({ select: (s) => ({ pathname: s.location.pathname, search: s.location.searchStr }) });
  const current = i18n.language === 'en' ? 'en' : 'fr';
  const next = current === 'en' ? 'fr' : 'en';
  // Fetched ahead as the pointer or the focus arrives; a failure there is retried by the click.
  const prefetch = next === 'en' ? () => void loadEnglish().catch(() => undefined) : undefined;
  // A real link to the same page drawn by the server in the other language (README, « Langue »): a tap
  // made before the scripts have run, or without them, is obeyed at once. Once they run, the switch is
  // made in memory (spec section 1), with no navigation. The accessible name starts with the visible
  // text (WCAG 2.5.3) and says the action in the language it leads to, marked with that language so
  // that a screen reader pronounces it right.
  return (
    <a
      href={languageHref(location.pathname, location.search, next)}
      hrefLang={next}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        void switchLanguage(next).catch(() => undefined);
      }}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      className={`rounded-md border border-white/40 px-2.5 py-1.5 text-sm font-semibold text-white hover:bg-white/10 ${className}`}
      data-testid="language-toggle"
      data-language-switch=""
    >
      {current.toUpperCase()}
      <span className="text-white/70"> / {next.toUpperCase()}</span>
      <span className="sr-only" lang={next}>
        {' '}
        – {t('nav.switchLanguage')}
      </span>
    </a>
  );
}
