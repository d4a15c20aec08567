import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { Skeleton } from '../../../ui/Skeleton';
import { adminErrorMessage } from '../crud/admin-error';
import { AdminShell } from '../crud/AdminShell';
import { fresh } from '../crud/use-admin-list';
import { RacePicker } from './results/RacePicker';
import { ClubPointsEditor } from './results/ClubPointsEditor';
import { RaceFilesDownload } from './results/RaceFilesDownload';
import { RecordPdfLinks } from './results/RecordPdfLinks';
import { RankingEditor } from './results/RankingEditor';
import { ResultsImport } from './results/ResultsImport';

const LEAVE_UNSAVED =
  "Le classement de cette épreuve a des modifications non enregistrées. Changer d'épreuve et les abandonner ?";
const REPLACE_UNSAVED =
  'Le classement de cette épreuve a des modifications non enregistrées. Les remplacer par le fichier importé ?';

/**
 * Results are entered race by race: choose a race, then edit its whole ranking as one table saved at
 * once, or import the race computer's file. Only the chosen race's results are loaded, never every
 * result of the event.
 */
export function ResultsScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const queryClient = useQueryClient();
  const events = useQuery(fresh(trpc.events.adminList.queryOptions()));
  const [championshipId, setChampionshipId] = useState('all');
  const [search, setSearch] = useState('');
  const [eventId, setEventId] = useState('');
  const [importing, setImporting] = useState(false);
  // A published import replaces the ranking: the editor starts again from what the server holds.
  const [version, setVersion] = useState(0);
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  // A race left is dropped from the cache: coming back to it starts from what the server holds.
  const results = useQuery({
    ...fresh(trpc.results.adminList.queryOptions({ eventId })),
    enabled: eventId !== '',
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const race = events.data?.find((e) => e.id === eventId);

  const choose = (next: string) => {
    if (next === eventId) return;
    if (dirty.current && !window.confirm(LEAVE_UNSAVED)) return;
    dirty.current = false;
    setEventId(next);
  };
  const confirmReplace = () => {
    if (dirty.current && !window.confirm(REPLACE_UNSAVED)) return false;
    dirty.current = false;
    return true;
  };
  const onPublished = async () => {
    await results.refetch();
    setVersion((v) => v + 1);
    void queryClient.invalidateQueries();
  };
  const error = events.error ?? results.error;

  return (
    <AdminShell title={t('screens.results')} loading={events.isLoading} error={error ? adminErrorMessage(error) : null}>
      <RacePicker
        events={events.data ?? []}
        championshipId={championshipId}
        onChampionship={setChampionshipId}
        search={search}
        onSearch={setSearch}
        eventId={eventId}
        onEvent={choose}
      />
      {!race ? (
        <p
          className="rounded-xl bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200"
          data-testid="ranking-prompt"
        >
          Choisissez une épreuve pour saisir ou corriger son classement.
        </p>
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-center gap-3">
            <h2 className="text-lg font-bold text-slate-900">
              {race.name}{' '}
              <span className="text-sm font-normal text-slate-600">
                ({race.championship.name} · {race.category})
              </span>
            </h2>
            <button
              type="button"
              aria-expanded={importing}
              onClick={() => setImporting((v) => !v)}
              className="inline-flex items-center gap-1.5 rounded-md bg-white px-3 py-2 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 sm:ml-auto"
            >
              <FileUp aria-hidden="true" className="h-4 w-4" /> Importer un fichier
            </button>
            <RaceFilesDownload eventId={eventId} date={race.date} />
            <RecordPdfLinks eventId={eventId} date={race.date} />
          </div>
          {importing && (
            <ResultsImport
              key={eventId}
              eventId={eventId}
              currentCount={results.data?.length ?? 0}
              confirmReplace={confirmReplace}
              onPublished={() => void onPublished()}
            />
          )}
          {results.data ? (
            <RankingEditor
              key={`${eventId}-${version}`}
              eventId={eventId}
              initial={results.data}
              onDirtyChange={onDirtyChange}
              onSaved={() => void queryClient.invalidateQueries()}
            />
          ) : (
            <Skeleton count={4} className="h-10" />
          )}
        </>
      )}
      <ClubPointsEditor
        championships={[...new Map((events.data ?? []).map((e) => [e.championship.id, e.championship])).values()]}
      />
    </AdminShell>
  );
}
