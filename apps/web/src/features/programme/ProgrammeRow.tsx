import { type CalendarLang, championshipKeywordColour, type ProgrammeEvent } from '@app/contract';
import { memo } from 'react';
import { useLocalized } from '../../lib/use-localized';
import { Badge } from '../../ui/Badge';
import { JumpAnchors } from '../../ui/JumpNav';
import { keywordTone } from '../events/keyword-colours';
import { StartListLink } from '../start-lists/StartListLink';
import { AddToCalendarLink } from './AddToCalendarLink';
import { rowIcon } from './row-icons';
import { StarButton } from './StarButton';

interface Props {
  race: ProgrammeEvent;
  starred: boolean;
  /** Stable (useStarredRaces' toggle): the rows are memoised. */
  onToggleStar: (raceId: string) => void;
  lang: CalendarLang;
  /** The « Aller à » target this row carries (the first race of its championship). */
  anchor?: string | undefined;
}

/*
 * Seven elements a race (eight with a published start list), no wrapper: the programme draws every race at once (120 at the real size).
 * On a phone or a tablet the name grows to all but the star's room, so the badges and the calendar
 * link wrap below it; the li's left padding indents those lines under the name, the time reaching back
 * into it. From `lg` up everything stands on one line (on a tablet, one line squeezed the name into a
 * column a word wide).
 */
const row = 'flex flex-wrap items-center gap-x-3 gap-y-2 py-3 pr-4 pl-[5.75rem] lg:flex-nowrap lg:pl-4';
/*
 * Laid out and painted only near the screen: on a phone, the 120 rows laid out at once as the page
 * arrived made one 500 ms task at Lighthouse's 4x CPU. Until a row has been drawn once (`auto` then keeps
 * its real height) its content is given the usual height at each width, padding aside; the rows stay in
 * the page for find-in-page, links and screen readers.
 */
const drawnNearScreen = '[content-visibility:auto] [contain-intrinsic-size:auto_8.25rem] sm:[contain-intrinsic-size:auto_4.25rem] md:[contain-intrinsic-size:auto_4rem] lg:[contain-intrinsic-size:auto_1.8rem]';

/**
 * One race of the programme: its time and name, its star ('Mes épreuves'), its published start list
 * (issue 29) and its calendar file.
 * Memoised: the page redraws when a filter or a star changes, and only the rows whose race or star
 * changed need to.
 */
export const ProgrammeRow = memo(function ProgrammeRow({ race, starred, onToggleStar, lang, anchor }: Props) {
  const { pick } = useLocalized();
  const nameId = `race-name-${race.id}`;
  return (
    <li className={`relative ${row} ${drawnNearScreen} ${starred ? 'bg-amber-50' : ''}`} data-testid="programme-race" data-race-id={race.id}>
      <JumpAnchors ids={anchor ? [anchor] : undefined} />
      <span className={`${rowIcon.clock} -ml-[4.75rem] inline-flex w-16 shrink-0 items-center gap-1 font-mono text-sm font-semibold text-sky-800 lg:ml-0`}>{race.time}</span>
      <span id={nameId} className="min-w-0 grow basis-[calc(100%-3rem)] font-medium text-slate-900 lg:basis-0">
        {pick(race.name, race.nameEn)}
      </span>
      <StarButton starred={starred} onToggle={() => onToggleStar(race.id)} describedBy={nameId} />
      <Badge tone="gray">{race.category}</Badge>
      <Badge tone={keywordTone[championshipKeywordColour(race.championship.name)]}>{pick(race.championship.name, race.championship.nameEn)}</Badge>
      {race.startList === 'published' && <StartListLink raceId={race.id} describedBy={nameId} />}
      <AddToCalendarLink eventId={race.id} lang={lang} describedBy={nameId} />
    </li>
  );
});
