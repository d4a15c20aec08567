import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../ui/PageHero';
import { useSiteSettings } from '../layout/use-site-settings';

export function LegalPage() {
  const { t } = useTranslation('pages');
  const settings = useSiteSettings();
  // The publisher and the host come from the site settings (back-office 'Paramètres').
  const parties = { publisher: settings.publisher, hosting: settings.host } as const;
  const sections = ['publisher', 'hosting', 'property', 'liability'] as const;
  return (
    <>
      <PageHero title={t('legal.title')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        {/* The text column lines up with the page title above it. */}
        <div className="max-w-3xl space-y-8 text-slate-800">
          {sections.map((s) => {
            const party = s === 'publisher' || s === 'hosting' ? parties[s] : null;
            return (
              <section key={s} aria-labelledby={`legal-${s}`} data-testid={`legal-${s}`}>
                <h2 id={`legal-${s}`} className="text-xl font-bold text-slate-900">
                  {t(`legal.${s}.title`)}
                </h2>
                <p className="mt-2">{party ? t(`legal.${s}.text`, { name: party.name, address: party.address }) : t(`legal.${s}.text`)}</p>
                {party?.contact && <p className="mt-1">{t('legal.contact', { contact: party.contact })}</p>}
              </section>
            );
          })}
          <Link to="/" className="inline-block font-semibold text-sky-800 hover:underline">
            ← {t('legal.home')}
          </Link>
        </div>
      </div>
    </>
  );
}
