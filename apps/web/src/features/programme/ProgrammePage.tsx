import { type ProgrammeEvent, site } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { capitalise, formatLongDate } from '../../lib/format';
import { championshipAnchor, firstOfEach } from '../../lib/jump-anchors';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { FilterSelect } from '../../ui/FilterSelect';
import { BackToTop, JumpNav, useJumpGroups } from '../../ui/JumpNav';
import { FilterSubmit } from '../../ui/NoScript';
import { PageHero } from '../../ui/PageHero';
import { Skeleton } from '../../ui/Skeleton';
import { useChampionships } from '../championships/use-championships';
import { QueryError } from '../layout/QueryError';
import { DayPdfLink } from '../records/DayPdfLink';
import { MyRacesBar, type MyRacesView } from './MyRacesBar';
import { ProgrammeRow } from './ProgrammeRow';
import { SubscribePanel } from './SubscribePanel';
import { useStarredRaces } from './use-starred-races';
import { useText } from '../../lib/use-text';

interface Props {
  day: string;
  championship: string;
  onChange: (next: { day?: string; championship?: string }) => void;
}

const eventDays: readonly string[] = site.eventDays;

export function ProgrammePage({ day: asked, championship: askedChampionship, onChange }: Props) {
  const t = useText('pages');
  const { pick, locale, lang } = useLocalized();
  const trpc = useTRPCProxy();
  const events = useQuery(trpc.events.list.queryOptions());
  const { championships, isLoading } = useChampionships();
  // A link with a day or championship the filters do not offer (?day=2026-02-01) shows everything, as 'Tous'.
  const day = eventDays.includes(asked) ? asked : 'all';
  const championship = isLoading || championships.some((c) => c.id === askedChampionship) ? askedChampionship : 'all';

  const starred = useStarredRaces();
  const [view, setView] = useState<MyRacesView>('all');
  // Stars on races since removed from the programme are kept (the race may come back) but not counted.
  const myRaces = starred.ids.filter((id) => events.data?.some((e) => e.id === id));

  const filtered = (events.data ?? []).filter(
    (e) =>
      (day === 'all' || e.date === day) &&
      (championship === 'all' || e.championshipId === championship) &&
      (view !== 'only' || starred.has(e.id)),
  );
  // 'Mes épreuves en premier': within each day, the starred races lead, each group in time order.
  const ordered =
    view === 'first' ? [...filtered].sort((a, b) => Number(starred.has(b.id)) - Number(starred.has(a.id))) : filtered;
  const byDate = new Map<string, ProgrammeEvent[]>();
  for (const e of ordered) byDate.set(e.date, [...(byDate.get(e.date) ?? []), e]);

  const rows = [...byDate.values()].flat();
  const championshipAnchors = firstOfEach(rows, (e) => e.championshipId, championshipAnchor);
  const jumpGroups = useJumpGroups(
    [...byDate.keys()].map((date) => ({ date, anchor: `day-${date}` })),
    rows
      .filter((e) => championshipAnchors.has(e.id))
      .map((e) => ({
        anchor: championshipAnchor(e.championshipId),
        label: pick(e.championship.name, e.championship.nameEn),
      })),
  );

  const chosenChampionship = championships.find((c) => c.id === championship);
  const scope = [
    day === 'all' ? t('programme.allDays') : capitalise(formatLongDate(day, locale)),
    chosenChampionship ? pick(chosenChampionship.name, chosenChampionship.nameEn) : t('programme.allChampionships'),
  ].join(' · ');
  const emptyMine = view === 'only';

  return (
    <>
      <PageHero title={t('programme.title')} subtitle={t('programme.subtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        {/* The filters are the address's `day` and `championship`: without JavaScript, the form asks for them. */}
        <form
          method="get"
          action="/programme"
          onSubmit={(e) => e.preventDefault()}
          className="grid gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:grid-cols-2"
        >
          <FilterSelect
            id="programme-day"
            name="day"
            label={t('programme.day')}
            value={day}
            allLabel={t('programme.allDays')}
            options={site.eventDays.map((d) => ({ value: d, label: capitalise(formatLongDate(d, locale)) }))}
            onChange={(value) => onChange({ day: value })}
          />
          <FilterSelect
            id="programme-championship"
            name="championship"
            label={t('programme.championship')}
            value={championship}
            allLabel={t('programme.allChampionships')}
            options={championships.map((c) => ({ value: c.id, label: pick(c.name, c.nameEn) }))}
            onChange={(value) => onChange({ championship: value })}
          />
          <FilterSubmit className="sm:col-span-2 sm:justify-self-start" />
        </form>

        <div className="mt-4 space-y-4">
          <MyRacesBar ids={myRaces} view={view} onView={setView} lang={lang} />
          <SubscribePanel
            championshipId={chosenChampionship?.id}
            day={day === 'all' ? undefined : day}
            lang={lang}
            scope={scope}
          />
        </div>
        {!events.isLoading && <JumpNav groups={jumpGroups} />}

        <div className="mt-8">
          {events.isLoading ? (
            <Skeleton count={5} className="h-16" />
          ) : events.isError && !events.data ? (
            <QueryError onRetry={() => void events.refetch()} />
          ) : filtered.length === 0 ? (
            <div
              className="rounded-xl border border-dashed border-slate-300 p-10 text-center"
              data-testid="programme-empty"
            >
              <CalendarX2 aria-hidden="true" className="mx-auto h-10 w-10 text-slate-500" />
              <p className="mt-3 text-lg font-semibold text-slate-900">
                {t(emptyMine ? 'programme.mine.empty' : 'programme.empty')}
              </p>
              <p className="text-slate-700">{t(emptyMine ? 'programme.mine.emptyHint' : 'programme.emptyHint')}</p>
            </div>
          ) : (
            [...byDate.entries()].map(([date, list]) => (
              <section key={date} className="mb-8" aria-labelledby={`day-${date}`}>
                <h2 id={`day-${date}`} className="mb-3 scroll-mt-24 text-xl font-bold text-slate-900">
                  {capitalise(formatLongDate(date, locale))}
                </h2>
                <DayPdfLink date={date} lang={lang} />
                <ul
                  className="divide-y divide-slate-200 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
                  data-testid="programme-list"
                >
                  {list.map((e) => (
                    <ProgrammeRow
                      key={e.id}
                      race={e}
                      starred={starred.has(e.id)}
                      onToggleStar={starred.toggle}
                      lang={lang}
                      anchor={championshipAnchors.get(e.id)}
                    />
                  ))}
                </ul>
              </section>
            ))
          )}
        </div>
      </div>
      <BackToTop />
    </>
  );
}
