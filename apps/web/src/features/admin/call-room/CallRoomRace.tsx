import { type CallRoomRace as Race, raceRoundLabels } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { EntrantRow } from './EntrantRow';

interface Props {
  race: Race;
  onError: (error: unknown) => void;
}

const pill = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold';

/** One race: its time, name and round, the presence counts, then its start list by lane. */
export function CallRoomRace({ race, onError }: Props) {
  const { t, i18n } = useTranslation('admin');
  const en = i18n.language === 'en';
  const name = en && race.nameEn ? race.nameEn : race.name;
  const headingId = `call-room-race-${race.eventId}`;
  return (
    <section aria-labelledby={headingId} data-testid="call-room-race" className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <header className="border-b border-slate-200 bg-slate-50 px-4 py-3">
        <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-3 text-lg font-bold text-slate-900">
          <span className="text-2xl tabular-nums text-sky-900">{race.time}</span>
          <span>{name}</span>
        </h2>
        <p className="mt-0.5 text-sm text-slate-700">
          {raceRoundLabels[race.round][en ? 'en' : 'fr']} · {race.category}
          {race.startList !== 'published' && <> · {t(`callRoom.startList.${race.startList}`)}</>}
        </p>
        <p className="mt-2 flex flex-wrap gap-2" data-testid="call-room-counts">
          <span className={`${pill} bg-emerald-100 text-emerald-900`}>
            {t('callRoom.counts.present')} <strong className="tabular-nums">{race.counts.present}</strong>
          </span>
          <span className={`${pill} bg-rose-100 text-rose-900`}>
            {t('callRoom.counts.absent')} <strong className="tabular-nums">{race.counts.absent}</strong>
          </span>
          <span className={`${pill} bg-slate-200 text-slate-900`}>
            {t('callRoom.counts.unmarked')} <strong className="tabular-nums">{race.counts.unmarked}</strong>
          </span>
        </p>
      </header>
      {race.entries.length === 0 ? (
        <p className="px-4 py-6 text-center text-slate-700">{t('callRoom.noEntries')}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {race.entries.map((entry) => (
            <EntrantRow key={entry.entryId} entry={entry} onError={onError} />
          ))}
        </ul>
      )}
    </section>
  );
}
