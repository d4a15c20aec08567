import { Link } from '@tanstack/react-router';
import { PageHero } from '../../ui/PageHero';
import { useSiteSettings } from '../layout/use-site-settings';
import '../../lib/static-page-texts';
import { useText } from '../../lib/use-text';

type Section = {
  key: 'publisher' | 'director' | 'hosting' | 'property' | 'liability';
  params?: Record<string, string>;
  contact?: string;
};

export function LegalPage() {
  const t = useText('pages');
  const { publisher, publicationDirector, host } = useSiteSettings();
  // Who publishes, who answers for the content and who hosts (LCEN art. 6): from the site settings
  // (back-office 'Paramètres'), so the organiser keeps them true without a developer.
  const sections: Section[] = [
    { key: 'publisher', params: { name: publisher.name, address: publisher.address }, contact: publisher.contact },
    { key: 'director', params: { name: publicationDirector.name }, contact: publicationDirector.contact },
    { key: 'hosting', params: { name: host.name, address: host.address }, contact: host.contact },
    { key: 'property' },
    { key: 'liability' },
  ];
  return (
    <>
      <PageHero title={t('legal.title')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        {/* The text column lines up with the page title above it. */}
        <div className="max-w-3xl space-y-8 text-slate-800">
          {sections.map(({ key, params, contact }) => (
            <section key={key} aria-labelledby={`legal-${key}`} data-testid={`legal-${key}`}>
              <h2 id={`legal-${key}`} className="text-xl font-bold text-slate-900">
                {t(`legal.${key}.title`)}
              </h2>
              <p className="mt-2">{t(`legal.${key}.text`, params)}</p>
              {contact && <p className="mt-1">{t('legal.contact', { contact })}</p>}
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
