import { useTranslation } from 'react-i18next';

export function LanguageToggle({ className = '' }: { className?: string }) {
  const { i18n, t } = useTranslation();
  const next = i18n.language === 'en' ? 'fr' : 'en';
  return (
    <button
      type="button"
      onClick={() => void i18n.changeLanguage(next)}
      className={`rounded-md border border-white/40 px-2.5 py-1.5 text-sm font-semibold text-white hover:bg-white/10 ${className}`}
      aria-label={t('nav.switchLanguage')}
      data-testid="language-toggle"
    >
      <span aria-hidden="true">{i18n.language === 'en' ? 'EN' : 'FR'}</span>
      <span aria-hidden="true" className="text-white/70"> / {next.toUpperCase()}</span>
    </button>
  );
}
