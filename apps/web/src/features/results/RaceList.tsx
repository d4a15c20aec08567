import type { ResultsBoard } from '@app/contract';
import { memo } from 'react';
import { capitalise, formatLongDate } from '../../lib/format';
import { championshipAnchor, firstOfEach } from '../../lib/jump-anchors';
import { useLocalized } from '../../lib/use-localized';
import { JumpNav, useJumpGroups } from '../../ui/JumpNav';
import { groupRacesByDay } from './race-days';
import { RaceRow } from './RaceRow';
import { useText } from '../../lib/use-text';

/**
 * Every race with results, one compact line each, under a heading per day. Memoised: the page above it
 * re-renders when the live stream opens or the age label ticks, and 120 races redrawn for that made a
 * 150 ms task on a phone. It hydrates: left as the server's HTML (ui/ServerDrawn, as the race page's
 * tables) it measured worse: Lighthouse's median TBT on /resultats 320 ms against 130 ms, eight alternated
 * runs each.
 */
export const RaceList = memo(function RaceList({ board, live }: { board: ResultsBoard; live: boolean }) {
  const t = useText('pages');
  const { pick, locale } = useLocalized();
  const championships = new Map(board.championships.map((c) => [c.id, pick(c.name, c.nameEn)]));
  const days = groupRacesByDay(board.races, live ? 'recent' : 'chronological');
  const races = days.flatMap((d) => d.races);
  const championshipAnchors = firstOfEach(races, (r) => r.championshipId, championshipAnchor);
  const jumpGroups = useJumpGroups(
    days.map((d) => ({ date: d.date, anchor: `results-day-${d.date}` })),
    races
      .filter((r) => championshipAnchors.has(r.id))
      .map((r) => ({
        anchor: championshipAnchor(r.championshipId),
        label: championships.get(r.championshipId) ?? r.championshipId,
      })),
  );
  if (days.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-800">
        {t('results.empty')}
      </p>
    );
  const list = days.map((day) => (
    <section key={day.date} aria-labelledby={`results-day-${day.date}`}>
      <h2 id={`results-day-${day.date}`} className="mb-3 scroll-mt-24 text-lg font-bold text-slate-900">
        {capitalise(formatLongDate(day.date, locale))}
      </h2>
      <div className="space-y-2">
        {day.races.map((race) => (
          <RaceRow
            key={race.id}
            race={race}
            name={pick(race.name, race.nameEn)}
            championship={championships.get(race.championshipId) ?? race.championshipId}
            anchor={championshipAnchors.get(race.id)}
            t={t}
          />
        ))}
      </div>
    </section>
  ));
  return (
    <>
      <JumpNav groups={jumpGroups} />
      {list}
    </>
  );
});
