import { useTranslation } from 'react-i18next';
import { loadEnglish, switchLanguage } from '../../lib/i18n';

export function LanguageToggle({ className = '' }: { className?: string }) {
  const { i18n, t } = useTranslation();
  const current = i18n.language === 'en' ? 'en' : 'fr';
  const next = current === 'en' ? 'fr' : 'en';
  // Fetched ahead as the pointer or the focus arrives; a failure there is retried by the click.
  const prefetch = next === 'en' ? () => void loadEnglish().catch(() => undefined) : undefined;
  // The accessible name starts with the visible text (WCAG 2.5.3) and says the action in the language
  // it leads to, marked with that language so that a screen reader pronounces it right. Without
  // JavaScript the switch cannot work: it is not shown.
  return (
    <button
      type="button"
      onClick={() => void switchLanguage(next).catch(() => undefined)}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      className={`rounded-md border border-white/40 px-2.5 py-1.5 text-sm font-semibold text-white hover:bg-white/10 noscript:hidden ${className}`}
      data-testid="language-toggle"
    >
      {current.toUpperCase()}
      <span className="text-white/70"> / {next.toUpperCase()}</span>
      <span className="sr-only" lang={next}>
        {' '}
        – {t('nav.switchLanguage')}
      </span>
    </button>
  );
}
