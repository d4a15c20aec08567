import { championshipKeywordColour, site } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { CalendarX2, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { capitalise, formatLongDate } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { Badge } from '../../ui/Badge';
import { inputClass } from '../../ui/Field';
import { PageHero } from '../../ui/PageHero';
import { Skeleton } from '../../ui/Skeleton';
import { useChampionships } from '../championships/use-championships';
import { keywordTone } from '../events/keyword-colours';

interface Props {
  day: string;
  championship: string;
  onChange: (next: { day?: string; championship?: string }) => void;
}

const eventDays: readonly string[] = site.eventDays;

export function ProgrammePage({ day: asked, championship: askedChampionship, onChange }: Props) {
  const { t } = useTranslation('pages');
  const { pick, locale } = useLocalized();
  const trpc = useTRPCProxy();
  const events = useQuery(trpc.events.list.queryOptions());
  const { championships, isLoading } = useChampionships();
  // A link with a day or championship the filters do not offer (?day=2026-02-01) shows everything, as 'Tous'.
  const day = eventDays.includes(asked) ? asked : 'all';
  const championship = isLoading || championships.some((c) => c.id === askedChampionship) ? askedChampionship : 'all';

  const filtered = (events.data ?? []).filter((e) => (day === 'all' || e.date === day) && (championship === 'all' || e.championshipId === championship));
  const byDate = new Map<string, typeof filtered>();
  for (const e of filtered) byDate.set(e.date, [...(byDate.get(e.date) ?? []), e]);

  return (
    <>
      <PageHero title={t('programme.title')} subtitle={t('programme.subtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <div className="grid gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:grid-cols-2">
          <div>
            <label htmlFor="programme-day" className="text-sm font-medium text-slate-800">
              {t('programme.day')}
            </label>
            <select id="programme-day" className={inputClass} value={day} onChange={(e) => onChange({ day: e.target.value })}>
              <option value="all">{t('programme.allDays')}</option>
              {site.eventDays.map((d) => (
                <option key={d} value={d}>
                  {capitalise(formatLongDate(d, locale))}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="programme-championship" className="text-sm font-medium text-slate-800">
              {t('programme.championship')}
            </label>
            <select id="programme-championship" className={inputClass} value={championship} onChange={(e) => onChange({ championship: e.target.value })}>
              <option value="all">{t('programme.allChampionships')}</option>
              {championships.map((c) => (
                <option key={c.id} value={c.id}>
                  {pick(c.name, c.nameEn)}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div className="mt-8">
          {events.isLoading ? (
            <Skeleton count={5} className="h-16" />
          ) : filtered.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center" data-testid="programme-empty">
              <CalendarX2 aria-hidden="true" className="mx-auto h-10 w-10 text-slate-500" />
              <p className="mt-3 text-lg font-semibold text-slate-900">{t('programme.empty')}</p>
              <p className="text-slate-700">{t('programme.emptyHint')}</p>
            </div>
          ) : (
            [...byDate.entries()].map(([date, list]) => (
              <section key={date} className="mb-8" aria-labelledby={`day-${date}`}>
                <h2 id={`day-${date}`} className="mb-3 text-xl font-bold text-slate-900">
                  {capitalise(formatLongDate(date, locale))}
                </h2>
                <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200" data-testid="programme-list">
                  {list.map((e) => (
                    <li key={e.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
                      <div className="flex min-w-0 flex-1 items-center gap-3">
                        <span className="inline-flex w-16 shrink-0 items-center gap-1 font-mono text-sm font-semibold text-sky-800">
                          <Clock aria-hidden="true" className="h-4 w-4" />
                          {e.time}
                        </span>
                        <span className="min-w-0 flex-1 font-medium text-slate-900">{pick(e.name, e.nameEn)}</span>
                      </div>
                      <div className="flex flex-wrap items-center gap-2 pl-[4.75rem] sm:justify-end sm:pl-0">
                        <Badge tone="gray">{e.category}</Badge>
                        <Badge tone={keywordTone[championshipKeywordColour(e.championship.name)]}>{pick(e.championship.name, e.championship.nameEn)}</Badge>
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </div>
      </div>
    </>
  );
}
