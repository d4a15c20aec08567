import { accessibilityStatusLabels, telHref } from '@app/contract';
import { Link } from '@tanstack/react-router';
import { useText } from '../../lib/use-text';
import { formatDate } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { PageHero } from '../../ui/PageHero';
import { useSiteSettings } from '../layout/use-site-settings';
import { defenseurDesDroits } from './defenseur-des-droits';
import '../../lib/static-page-texts';

// What the statement says cannot be read by everyone, in the RGAA model statement's order.
const nonAccessible = ['contentRichText', 'contentPdf', 'contentLogos', 'contentVideo', 'contentMap'] as const;

const heading = 'text-xl font-bold text-slate-900';
const link = 'font-semibold text-sky-800 underline hover:text-sky-950';

/** /declaration-accessibilite: the statement every page's footer links to (loi 2005-102, art. 47). */
export function AccessibilityStatementPage() {
  const t = useText('pages');
  const tc = useText('common');
  const { label, pick, locale } = useLocalized();
  const { accessibility, publisher, contactEmail, contactPhone } = useSiteSettings();
  const siteName = tc('brand.full');
  const status = label(accessibilityStatusLabels[accessibility.status]);
  const rate =
    accessibility.rate === ''
      ? null
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Number(accessibility.rate));
  const results = [
    { key: 'resultsDate', value: formatDate(accessibility.auditDate, locale) },
    { key: 'resultsMethod', value: pick(accessibility.method, accessibility.methodEn) },
    { key: 'resultsTechnologies', value: t('accessibility.resultsTechnologiesText') },
    { key: 'resultsPages', value: t('accessibility.resultsPagesText') },
  ] as const;
  return (
    <>
      <PageHero title={t('accessibility.title')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        {/* The text column lines up with the page title above it. */}
        <div className="max-w-3xl space-y-8 text-slate-800">
          <p>{t('accessibility.intro', { publisher: publisher.name, site: siteName })}</p>
          <section aria-labelledby="a11y-status" data-testid="a11y-status">
            <h2 id="a11y-status" className={heading}>
              {t('accessibility.statusTitle')}
            </h2>
            <p className="mt-2 font-semibold">{t('accessibility.statusText', { site: siteName, status })}</p>
            {rate === null && <p className="mt-2">{t('accessibility.statusNoAudit')}</p>}
          </section>
          <section aria-labelledby="a11y-results" data-testid="a11y-results">
            <h2 id="a11y-results" className={heading}>
              {t('accessibility.resultsTitle')}
            </h2>
            <p className="mt-2">
              {rate === null ? t('accessibility.resultsNoRate') : t('accessibility.resultsRate', { rate })}
            </p>
            <dl className="mt-3 space-y-3">
              {results.map(({ key, value }) => (
                <div key={key}>
                  <dt className="font-semibold text-slate-900">{t(`accessibility.${key}`)}</dt>
                  <dd className="whitespace-pre-line">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="a11y-content" data-testid="a11y-content">
            <h2 id="a11y-content" className={heading}>
              {t('accessibility.contentTitle')}
            </h2>
            <p className="mt-2">{t('accessibility.contentIntro')}</p>
            <ul className="mt-2 list-disc space-y-1 pl-6">
              {nonAccessible.map((key) => (
                <li key={key}>{t(`accessibility.${key}`)}</li>
              ))}
            </ul>
            <p className="mt-3">{t('accessibility.contentThirdParty')}</p>
          </section>
          <section aria-labelledby="a11y-contact" data-testid="a11y-contact">
            <h2 id="a11y-contact" className={heading}>
              {t('accessibility.contactTitle')}
            </h2>
            <p className="mt-2">{t('accessibility.contactText')}</p>
            <ul className="mt-2 list-disc space-y-1 pl-6">
              <li>
                {t('accessibility.contactEmail')}{' '}
                <a href={`mailto:${contactEmail}`} className={link}>
                  {contactEmail}
                </a>
              </li>
              <li>
                {t('accessibility.contactPhone')}{' '}
                <a href={telHref(contactPhone)} className={link}>
                  {contactPhone}
                </a>
              </li>
              <li>
                <Link to="/contact" className={link}>
                  {t('accessibility.contactForm')}
                </Link>
              </li>
            </ul>
          </section>
          <section aria-labelledby="a11y-recourse" data-testid="a11y-recourse">
            <h2 id="a11y-recourse" className={heading}>
              {t('accessibility.recourseTitle')}
            </h2>
            <p className="mt-2">{t('accessibility.recourseText')}</p>
            <ul className="mt-2 list-disc space-y-1 pl-6">
              <li>
                <a href={defenseurDesDroits.form} className={link}>
                  {t('accessibility.recourseForm')}
                </a>
              </li>
              <li>
                <a href={defenseurDesDroits.delegates} className={link}>
                  {t('accessibility.recourseDelegate')}
                </a>
              </li>
              <li>
                {t('accessibility.recoursePost')}
                <address className="not-italic">
                  {defenseurDesDroits.postalAddress.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
