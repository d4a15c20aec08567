import { championshipKeywordColour } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../lib/format';
import { championshipAnchor, dayAnchor, firstOfEach } from '../../lib/jump-anchors';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { Badge } from '../../ui/Badge';
import { FilterSelect } from '../../ui/FilterSelect';
import { BackToTop, JumpAnchors, JumpNav, useJumpGroups } from '../../ui/JumpNav';
import { FilterSubmit } from '../../ui/NoScript';
import { PageHero } from '../../ui/PageHero';
import { Skeleton } from '../../ui/Skeleton';
import { useSearchParam } from '../../ui/use-search-param';
import { useChampionships } from '../championships/use-championships';
import { QueryError } from '../layout/QueryError';
import { keywordTone } from './keyword-colours';
import { useText } from '../../lib/use-text';

/*
 * Laid out and painted only near the screen, like the programme's and the results' rows: the 120 cards laid
 * out at once made the page's first layout one long task on a phone. Until a card has been drawn once it
 * takes the usual height of its content (a badge, one line of name, one of date), padding aside.
 */
const drawnNearScreen = '[content-visibility:auto] [contain-intrinsic-size:auto_5rem]';

/** The filters start from the address (`?championship=`, `?category=`): the form without JavaScript asks for them. */
export function EventsPage() {
  const t = useText('pages');
  const { pick, locale } = useLocalized();
  const trpc = useTRPCProxy();
  const events = useQuery(trpc.events.list.queryOptions());
  const { championships, isLoading } = useChampionships();
  const askedChampionship = useSearchParam('championship');
  const askedCategory = useSearchParam('category');
  const [championship, setChampionship] = useState(askedChampionship ?? 'all');
  const [category, setCategory] = useState(askedCategory ?? 'all');

  const all = events.data ?? [];
  const categories = [
    ...new Set(all.filter((e) => championship === 'all' || e.championshipId === championship).map((e) => e.category)),
  ].sort();
  const filtered = all.filter(
    (e) =>
      (championship === 'all' || e.championshipId === championship) && (category === 'all' || e.category === category),
  );

  const dayAnchors = firstOfEach(filtered, (e) => e.date, dayAnchor);
  const championshipAnchors = firstOfEach(filtered, (e) => e.championshipId, championshipAnchor);
  const jumpGroups = useJumpGroups(
    filtered.filter((e) => dayAnchors.has(e.id)).map((e) => ({ date: e.date, anchor: dayAnchor(e.date) })),
    filtered
      .filter((e) => championshipAnchors.has(e.id))
      .map((e) => ({
        anchor: championshipAnchor(e.championshipId),
        label: pick(e.championship.name, e.championship.nameEn),
      })),
  );

  return (
    <>
      <PageHero title={t('events.title')} subtitle={t('events.subtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <form
          method="get"
          action="/epreuves"
          onSubmit={(e) => e.preventDefault()}
          className="grid gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:grid-cols-2"
        >
          <FilterSelect
            id="events-championship"
            name="championship"
            label={t('events.championship')}
            value={championship}
            allLabel={t('events.all')}
            options={championships.map((c) => ({ value: c.id, label: pick(c.name, c.nameEn) }))}
            onChange={(value) => {
              setChampionship(value);
              setCategory('all');
            }}
          />
          <FilterSelect
            id="events-category"
            name="category"
            label={t('events.category')}
            value={category}
            allLabel={t('events.all')}
            options={categories.map((c) => ({ value: c, label: c }))}
            onChange={setCategory}
          />
          <FilterSubmit className="sm:col-span-2 sm:justify-self-start" />
        </form>
        {events.isLoading || isLoading ? (
          <div className="mt-8">
            <Skeleton count={6} className="h-28" />
          </div>
        ) : events.isError && !events.data ? (
          <div className="mt-8">
            <QueryError onRetry={() => void events.refetch()} />
          </div>
        ) : filtered.length === 0 ? (
          <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-800">
            {t('programme.empty')}
          </p>
        ) : (
          <>
            <JumpNav groups={jumpGroups} />
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="events-grid">
              {filtered.map((e) => {
                const colour = championshipKeywordColour(e.championship.name);
                return (
                  <li
                    key={e.id}
                    className={`relative rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${drawnNearScreen}`}
                  >
                    <JumpAnchors
                      ids={[dayAnchors.get(e.id), championshipAnchors.get(e.id)].filter((id) => id !== undefined)}
                    />
                    <Badge tone={keywordTone[colour]}>{pick(e.championship.name, e.championship.nameEn)}</Badge>
                    <h2 className="mt-2 font-semibold text-slate-900">{pick(e.name, e.nameEn)}</h2>
                    <p className="mt-1 text-sm text-slate-700">
                      {formatDate(e.date, locale)} · {e.time} · {e.category}
                    </p>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
      <BackToTop />
    </>
  );
}
