import { site } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../lib/use-localized';
import { PageHero } from '../../ui/PageHero';
import { useSiteSettings } from '../layout/use-site-settings';

export function PrivacyPage() {
  const { t } = useTranslation('pages');
  const { contactEmail } = useSiteSettings();
  const { label } = useLocalized();
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
          <section aria-labelledby="privacy-data">
            <h2 id="privacy-data" className="text-xl font-bold text-slate-900">
              {t('privacy.dataTitle')}
            </h2>
            <p className="mt-2">{t('privacy.dataText')}</p>
          </section>
          <section aria-labelledby="privacy-retention">
            <h2 id="privacy-retention" className="text-xl font-bold text-slate-900">
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
          </section>
          <section aria-labelledby="privacy-rights">
            <h2 id="privacy-rights" className="text-xl font-bold text-slate-900">
              {t('privacy.rightsTitle')}
            </h2>
            <p className="mt-2">{t('privacy.rightsText', { email: contactEmail })}</p>
          </section>
        </div>
      </div>
    </>
  );
}
