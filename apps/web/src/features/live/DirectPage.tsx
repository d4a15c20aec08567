import { PageHero } from '../../ui/PageHero';
import { LiveRace } from './LiveRace';
import { useLiveBoard } from './use-live-board';
import { useText } from '../../lib/use-text';

/** /direct: what is racing now, from the race computer's feed. */
export function DirectPage() {
  const t = useText('pages');
  const board = useLiveBoard();
  return (
    <>
      <PageHero title={t('live.title')} subtitle={t('live.subtitle')} />
      <div className="mx-auto max-w-3xl px-4 py-6">
        {board && board.races.length === 0 && <p className="text-slate-700">{t('live.none')}</p>}
        {!board && <p className="text-slate-700">{t('live.connecting')}</p>}
        {board?.races.map((race) => (
          <LiveRace key={race.key} race={race} />
        ))}
      </div>
    </>
  );
}

/** The « En direct » block of a race page: shown only while this race is on the board. */
export function RaceLiveBlock({ raceId }: { raceId: string }) {
  const t = useText('pages');
  const race = useLiveBoard()?.races.find((r) => r.eventId === raceId);
  if (!race) return null;
  return (
    <div data-testid="race-live">
      <h2 className="mt-6 text-xl font-bold text-red-800">{t('live.onAir')}</h2>
      <LiveRace race={race} headingLevel={3} />
    </div>
  );
}
