import { formatPace, type LiveRaceView } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useTRPCProxy } from '../../lib/use-trpc';
import { LatestResults, NextStartList, ScreenMedals } from './screen-slides';
import { useLiveBoard } from './use-live-board';
import { useScreenRotation } from './use-screen-rotation';
import { useText } from '../../lib/use-text';

/** Columns for the lanes so that 60 still fit one 1080-pixel screen, readable from the stands. */
const columnsOf = (lanes: number) => (lanes <= 12 ? 1 : lanes <= 30 ? 2 : 3);

function ScreenRace({ race }: { race: LiveRaceView }) {
  const t = useText('pages');
  const columns = columnsOf(race.lanes.length);
  const rows = Math.ceil(race.lanes.length / columns);
  const big = columns === 1;
  // Beyond 12 rows (more than 24 lanes) two lines per lane no longer fit 1080 pixels: one line each.
  const compact = rows > 12;
  return (
    <div className="flex h-full flex-col">
      <header className="flex items-center justify-between border-b border-slate-700 pb-4">
        <h1 className="text-5xl font-bold">{race.name}</h1>
        <span
          data-testid="screen-state"
          className={`rounded-lg px-6 py-2 text-4xl font-bold ${race.state === 'false_start' ? 'bg-red-600' : 'bg-sky-700'}`}
        >
          {race.state ? t(`live.state.${race.state}`) : t('live.waiting')}
        </span>
      </header>
      {race.finished && <p className="mt-2 text-2xl text-amber-300">{t('live.provisional')}</p>}
      <ol
        className="mt-4 grid flex-1 gap-x-8"
        style={{
          // minmax(0, …): a long name is truncated within its column instead of widening it off the screen.
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`,
          gridAutoFlow: 'column',
        }}
      >
        {race.lanes.map((lane) => (
          <li
            key={lane.lane}
            data-testid="screen-lane"
            className={`relative flex items-center gap-3 border-b border-slate-800 ${big ? 'text-4xl' : 'text-xl'}`}
          >
            <span className="w-12 shrink-0 text-right font-bold tabular-nums text-amber-300">{lane.position}</span>
            <span className="min-w-0 flex-1">
              {compact ? (
                // One line: the name first, so a long club is what gets cut.
                <span className="block truncate">
                  <span className="font-semibold">{lane.name}</span>
                  <span className="text-base text-slate-400">
                    {' '}
                    · {lane.lane} · {lane.club}
                  </span>
                </span>
              ) : (
                <>
                  <span className="block truncate font-semibold">{lane.name}</span>
                  <span className={`block truncate text-slate-400 ${big ? 'text-2xl' : 'text-sm'}`}>
                    {lane.lane} · {lane.club}
                  </span>
                </>
              )}
              <span
                className={`${compact ? 'absolute inset-x-0 bottom-0 h-1' : 'mt-1 block h-1.5'} rounded bg-slate-800`}
              >
                <span
                  className="block h-full rounded bg-sky-500"
                  style={{ width: `${Math.round(lane.progress * 100)}%` }}
                />
              </span>
            </span>
            <span className="w-28 shrink-0 text-right font-bold tabular-nums">{lane.meters} m</span>
            <span className={`shrink-0 text-right tabular-nums text-slate-300 ${big ? 'w-56' : 'w-28 text-base'}`}>
              {formatPace(lane.pace)} · {lane.spm ?? '–'}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The screen between races: the pinned message or medal table, else the rotation, else the championship's name. */
function ScreenIdle({ message, medals, rotateSeconds }: { message?: string; medals: boolean; rotateSeconds?: number }) {
  const t = useText('pages');
  const trpc = useTRPCProxy();
  const medalTable = useQuery({ ...trpc.results.medals.queryOptions({}), enabled: medals, refetchInterval: 30_000 });
  const slide = useScreenRotation(!medals && !message, rotateSeconds);
  if (medals && medalTable.data) return <ScreenMedals clubs={medalTable.data.clubs} />;
  if (!medals && !message && slide)
    return slide.kind === 'latest' ? <LatestResults races={slide.races} /> : <NextStartList list={slide.list} />;
  return (
    <div className="flex h-full items-center justify-center text-center">
      <p className="text-6xl font-bold leading-tight" data-testid="screen-message">
        {message ?? t('live.screen.idle')}
      </p>
    </div>
  );
}

/**
 * /ecran: the venue's screens (1920×1080, dark, nothing to touch). The race in progress with all its
 * lanes; between races what the back-office pinned (a race, the medal table, a message), else the latest
 * results and the next start lists in turn.
 */
export function ScreenPage({ rotateSeconds }: { rotateSeconds?: number | undefined }) {
  const trpc = useTRPCProxy();
  const board = useLiveBoard();
  const pin = useQuery({ ...trpc.liveScreen.pin.queryOptions(), refetchInterval: 15_000 }).data;
  const pinned = pin?.kind === 'race' ? board?.races.find((r) => r.eventId === pin.eventId) : undefined;
  const race = pinned ?? board?.races.find((r) => !r.finished) ?? board?.races[0];
  const message = pin?.kind === 'message' && pin.message ? pin.message : undefined;
  const medals = pin?.kind === 'medals';
  return (
    <div className="h-screen w-screen overflow-hidden bg-slate-950 p-10 text-white" data-testid="screen">
      {race && !message && !medals ? (
        <ScreenRace race={race} />
      ) : (
        <ScreenIdle medals={medals} rotateSeconds={rotateSeconds} {...(message ? { message } : {})} />
      )}
    </div>
  );
}
