import { practicalSectionLabels, practicalSections, site } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Clock, ExternalLink, Phone } from 'lucide-react';
import { useText } from '../../lib/use-text';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { PageHero } from '../../ui/PageHero';
import { Skeleton } from '../../ui/Skeleton';
import { useSiteSettings } from '../layout/use-site-settings';
import { ContentView } from './ContentView';
import { VenueMap } from './VenueMap';
import { QueryError } from '../layout/QueryError';

const shown = practicalSections.filter((s) => s !== 'emergency');
// The three numbers are always shown as tiles; the server's emergency content adds only the rest.
const tileKeys = new Set(['samu', 'pompiers', 'police']);
const withoutTiles = (content: unknown) =>
  content && typeof content === 'object' && !Array.isArray(content)
    ? Object.fromEntries(
        Object.entries(content as Record<string, unknown>).filter(([k]) => !tileKeys.has(k.trim().toLowerCase())),
      )
    : content;
/** Nothing a visitor could read: no text, or lists and objects of nothing (an item then shows only its title). */
const isEmpty = (content: unknown): boolean =>
  content === null ||
  content === undefined ||
  (typeof content === 'string' && content.trim() === '') ||
  (typeof content === 'object' && Object.values(content as object).every(isEmpty));

export function PracticalPage() {
  const t = useText('pages');
  const tc = useText('common');
  const settings = useSiteSettings();
  const { pick, label } = useLocalized();
  const trpc = useTRPCProxy();
  const query = useQuery(trpc.practicalInfo.list.queryOptions());
  const data = query.data ?? {};
  // The built-in event hours (spec section 9) stand in when the server has neither venue nor other info.
  const hoursFallback = !query.isLoading && (data.venue ?? []).length === 0 && (data.other ?? []).length === 0;
  const days = [
    { key: 'friday', hours: site.eventHours.friday },
    { key: 'saturday', hours: site.eventHours.saturday },
    { key: 'sunday', hours: site.eventHours.sunday },
  ] as const;

  return (
    <>
      <PageHero title={t('practical.title')} subtitle={t('practical.subtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        {query.isLoading ? (
          <Skeleton count={4} />
        ) : query.isError && !query.data ? (
          <QueryError onRetry={() => void query.refetch()} />
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            {shown.map((section) => {
              const items = data[section] ?? [];
              return (
                <section
                  key={section}
                  className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
                  aria-labelledby={`practical-${section}`}
                  data-testid="practical-section"
                >
                  <h2 id={`practical-${section}`} className="text-lg font-bold text-slate-900">
                    {label(practicalSectionLabels[section])}
                  </h2>
                  {items.length === 0 ? (
                    <p className="mt-2 text-slate-700">{tc('states.unavailable')}</p>
                  ) : (
                    items.map((item) => {
                      const content = pick(item.content, item.contentEn);
                      return (
                        <div key={item.id} className="mt-3 text-sm" data-testid="practical-item">
                          <h3 className="font-semibold text-slate-900">{pick(item.title, item.titleEn)}</h3>
                          {!isEmpty(content) && (
                            <div className="mt-1 text-slate-800">
                              <ContentView value={content} />
                            </div>
                          )}
                        </div>
                      );
                    })
                  )}
                </section>
              );
            })}
          </div>
        )}

        {hoursFallback && (
          <section
            className="mt-8 rounded-xl bg-sky-50 p-5 ring-1 ring-sky-200"
            aria-labelledby="hours-title"
            data-testid="event-hours"
          >
            <h2 id="hours-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
              <Clock aria-hidden="true" className="h-5 w-5 text-sky-700" />
              {t('practical.hours')}
            </h2>
            <ul className="mt-3 grid gap-3 sm:grid-cols-3">
              {days.map((d) => (
                <li key={d.key} className="rounded-lg bg-white p-3 text-center ring-1 ring-sky-200">
                  <p className="text-sm font-semibold text-slate-800">{t(`practical.days.${d.key}`)}</p>
                  <p className="text-xl font-black text-sky-800">{d.hours}</p>
                </li>
              ))}
            </ul>
          </section>
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
          {(data.emergency ?? [])
            .map((item) => ({ id: item.id, content: withoutTiles(pick(item.content, item.contentEn)) }))
            .filter((item) => !isEmpty(item.content))
            .map((item) => (
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
            {settings.venue.name}, {settings.venue.address}, {settings.venue.city}
          </p>
          <a
            href={site.venue.mapsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex items-center gap-1 font-semibold text-sky-800 hover:underline"
          >
            {t('practical.openMaps')}
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
          </a>
          <VenueMap title={t('practical.mapTitle')} src={site.venue.embedUrl} />
        </section>
      </div>
    </>
  );
}
