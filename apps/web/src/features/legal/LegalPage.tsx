import { site } from '@app/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../ui/PageHero';

export function LegalPage() {
  const { t } = useTranslation('pages');
  const sections = ['publisher', 'hosting', 'property', 'liability'] as const;
  return (
    <>
      <PageHero title={t('legal.title')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        {/* The text column lines up with the page title above it. */}
        <div className="max-w-3xl space-y-8 text-slate-800">
          {sections.map((s) => (
            <section key={s} aria-labelledby={`legal-${s}`}>
              <h2 id={`legal-${s}`} className="text-xl font-bold text-slate-900">
                {t(`legal.${s}.title`)}
              </h2>
              <p className="mt-2">{t(`legal.${s}.text`, { email: site.email, phone: site.phone })}</p>
            </section>
          ))}
          <Link to="/" className="inline-block font-semibold text-sky-800 hover:underline">
            ← {t('legal.home')}
          </Link>
        </div>
      </div>
    </>
  );
}
