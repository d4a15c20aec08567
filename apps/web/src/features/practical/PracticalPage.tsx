import { practicalSectionLabels, practicalSections, site } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { PageHero } from '../../ui/PageHero';
import { Skeleton } from '../../ui/Skeleton';
import { ContentView } from './ContentView';

const shown = practicalSections.filter((s) => s !== 'emergency');

export function PracticalPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  const { pick, label } = useLocalized();
  const trpc = useTRPCProxy();
  const query = useQuery(trpc.practicalInfo.list.queryOptions());
  const data = query.data ?? {};

  return (
    <>
      <PageHero title={t('practical.title')} subtitle={t('practical.subtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        {query.isLoading ? (
          <Skeleton count={4} />
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            {shown.map((section) => {
              const items = data[section] ?? [];
              return (
                <section key={section} className="rounded-xl bg-white p-5 ring-1 ring-slate-200" aria-labelledby={`practical-${section}`} data-testid="practical-section">
                  <h2 id={`practical-${section}`} className="text-lg font-bold text-slate-900">
                    {label(practicalSectionLabels[section])}
                  </h2>
                  {items.length === 0 ? (
                    <p className="mt-2 text-slate-700">{tc('states.unavailable')}</p>
                  ) : (
                    items.map((item) => (
                      <div key={item.id} className="mt-3 text-sm">
                        <h3 className="font-semibold text-slate-900">{pick(item.title, item.titleEn)}</h3>
                        <div className="mt-1 text-slate-800">
                          <ContentView value={item.content} />
                        </div>
                      </div>
                    ))
                  )}
                </section>
              );
            })}
          </div>
        )}

        <section className="mt-8 rounded-xl bg-rose-50 p-5 ring-1 ring-rose-200" aria-labelledby="emergency-title">
          <h2 id="emergency-title" className="flex items-center gap-2 text-lg font-bold text-rose-900">
            <Phone aria-hidden="true" className="h-5 w-5" />
            {t('practical.emergency')}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-3">
            <li className="rounded-lg bg-white p-3 text-center ring-1 ring-rose-200">
              <p className="text-2xl font-black text-rose-800">{site.emergencyNumbers.samu}</p>
              <p className="text-sm text-slate-800">{t('practical.samu')}</p>
            </li>
            <li className="rounded-lg bg-white p-3 text-center ring-1 ring-rose-200">
              <p className="text-2xl font-black text-rose-800">{site.emergencyNumbers.pompiers}</p>
              <p className="text-sm text-slate-800">{t('practical.firefighters')}</p>
            </li>
            <li className="rounded-lg bg-white p-3 text-center ring-1 ring-rose-200">
              <p className="text-2xl font-black text-rose-800">{site.emergencyNumbers.police}</p>
              <p className="text-sm text-slate-800">{t('practical.police')}</p>
            </li>
          </ul>
          {(data.emergency ?? []).map((item) => (
            <div key={item.id} className="mt-3 text-sm text-slate-800">
              <ContentView value={item.content} />
            </div>
          ))}
        </section>

        <section className="mt-8" aria-labelledby="access-title">
          <h2 id="access-title" className="text-xl font-bold text-slate-900">
            {t('practical.access')}
          </h2>
          <p className="mt-1 text-slate-800">
            {site.venue.name}, {site.venue.address}, {site.venue.city}
          </p>
          <a href={site.venue.mapsUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-flex items-center gap-1 font-semibold text-sky-800 hover:underline">
            {t('practical.openMaps')}
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
          </a>
          <iframe title={t('practical.mapTitle')} src={site.venue.embedUrl} className="mt-4 h-80 w-full rounded-xl ring-1 ring-slate-200" loading="lazy" />
        </section>
      </div>
    </>
  );
}
