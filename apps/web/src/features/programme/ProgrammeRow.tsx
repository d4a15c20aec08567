import { type CalendarLang, championshipKeywordColour, type ProgrammeEvent } from '@app/contract';
import { Clock } from 'lucide-react';
import { useLocalized } from '../../lib/use-localized';
import { Badge } from '../../ui/Badge';
import { keywordTone } from '../events/keyword-colours';
import { AddToCalendarLink } from './AddToCalendarLink';
import { StarButton } from './StarButton';

interface Props {
  race: ProgrammeEvent;
  starred: boolean;
  onToggleStar: () => void;
  lang: CalendarLang;
}

/** One race of the programme: its time and name, its star ('Mes épreuves') and its calendar file. */
export function ProgrammeRow({ race, starred, onToggleStar, lang }: Props) {
  const { pick } = useLocalized();
  const nameId = `race-name-${race.id}`;
  return (
    <li className={`flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 ${starred ? 'bg-amber-50' : ''}`} data-testid="programme-race" data-race-id={race.id}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="inline-flex w-16 shrink-0 items-center gap-1 font-mono text-sm font-semibold text-sky-800">
          <Clock aria-hidden="true" className="h-4 w-4" />
          {race.time}
        </span>
        <span id={nameId} className="min-w-0 flex-1 font-medium text-slate-900">
          {pick(race.name, race.nameEn)}
        </span>
        <StarButton starred={starred} onToggle={onToggleStar} describedBy={nameId} />
      </div>
      <div className="flex flex-wrap items-center gap-2 pl-[4.75rem] sm:justify-end sm:pl-0">
        <Badge tone="gray">{race.category}</Badge>
        <Badge tone={keywordTone[championshipKeywordColour(race.championship.name)]}>{pick(race.championship.name, race.championship.nameEn)}</Badge>
        <AddToCalendarLink eventId={race.id} lang={lang} describedBy={nameId} />
      </div>
    </li>
  );
}
