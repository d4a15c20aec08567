import { site } from '@app/contract';
import { useLocalized } from '../../lib/use-localized';
import { PageHero } from '../../ui/PageHero';
import { useSiteSettings } from '../layout/use-site-settings';
import '../../lib/static-page-texts';
import { useText } from '../../lib/use-text';

const CNIL_COMPLAINT_URL = 'https://www.cnil.fr/fr/adresser-une-plainte';

// The rights of GDPR articles 15 to 21, in their order.
const rights = [
  'rightAccess',
  'rightRectification',
  'rightErasure',
  'rightRestriction',
  'rightPortability',
  'rightObjection',
] as const;

const heading = 'text-xl font-bold text-slate-900';
const link = 'font-semibold text-sky-800 underline hover:text-sky-950';

export function PrivacyPage() {
  const t = useText('pages');
  const { contactEmail, publisher } = useSiteSettings();
  const { label } = useLocalized();
  const controller = { name: publisher.name, address: publisher.address };
  // What the daily retention job does (packages/api/src/modules/retention/retention-rules.ts).
  const retentionApplied = [
    'retAppliedRegistration',
    'retAppliedMessages',
    'retAppliedNewsletter',
    'retAppliedAudit',
    'retAppliedResults',
    'retAppliedWhen',
  ];
  const retention = [
    { key: 'privacy.retRegistration', value: label(site.retention.registration) },
    { key: 'privacy.retContact', value: label(site.retention.contact) },
    { key: 'privacy.retCookies', value: label(site.retention.cookies) },
    { key: 'privacy.retLogs', value: label(site.retention.logs) },
  ];
  return (
    <>
      <PageHero title={t('privacy.title')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        {/* The text column lines up with the page title above it. */}
        <div className="max-w-3xl space-y-8 text-slate-800">
          <section aria-labelledby="privacy-controller">
            <h2 id="privacy-controller" className={heading}>
              {t('privacy.controllerTitle')}
            </h2>
            <p className="mt-2">{t('privacy.controllerText', controller)}</p>
          </section>
          <section aria-labelledby="privacy-data">
            <h2 id="privacy-data" className={heading}>
              {t('privacy.dataTitle')}
            </h2>
            <p className="mt-2">{t('privacy.dataText')}</p>
          </section>
          <section aria-labelledby="privacy-retention">
            <h2 id="privacy-retention" className={heading}>
              {t('privacy.retentionTitle')}
            </h2>
            <table className="mt-3 w-full text-left text-sm" data-testid="retention-table">
              <tbody className="divide-y divide-slate-200">
                {retention.map((r) => (
                  <tr key={r.key}>
                    <th scope="row" className="py-2 pr-4 font-semibold text-slate-900">
                      {t(r.key)}
                    </th>
                    <td className="py-2">{r.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3 className="mt-6 text-lg font-bold text-slate-900">{t('privacy.retAppliedTitle')}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-6" data-testid="retention-applied">
              {retentionApplied.map((key) => (
                <li key={key}>{t(`privacy.${key}`)}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="privacy-rights" data-testid="privacy-rights">
            <h2 id="privacy-rights" className={heading}>
              {t('privacy.rightsTitle')}
            </h2>
            <p className="mt-2">{t('privacy.rightsText')}</p>
            <ul className="mt-2 list-disc space-y-1 pl-6">
              {rights.map((right) => (
                <li key={right}>{t(`privacy.${right}`)}</li>
              ))}
            </ul>
            <h3 className="mt-6 text-lg font-bold text-slate-900">{t('privacy.exerciseTitle')}</h3>
            <p className="mt-2">
              {t('privacy.exerciseEmail')}{' '}
              <a href={`mailto:${contactEmail}`} className={link}>
                {contactEmail}
              </a>{' '}
              {t('privacy.exercisePost', controller)}
            </p>
            <p className="mt-2">{t('privacy.exerciseDelay')}</p>
            <p className="mt-2">
              {t('privacy.complaint')}{' '}
              <a href={CNIL_COMPLAINT_URL} className={link}>
                {t('privacy.complaintLink')}
              </a>
              .
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
