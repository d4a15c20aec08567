import { type ImportedResult, type ResultStatus, type ResultsImportAnswer, type ResultsState, resultsStateLabels, resultsStates } from '@app/contract';
import { FileUp, Send, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpcClient } from '../../../../lib/trpc';
import { FileDropZone } from '../../../../ui/FileDropZone';
import { adminErrorMessage } from '../../crud/admin-error';
import { ImportPreview } from './ImportPreview';
import { countsText } from './ranking-draft';
import { isResultFile, previewResultsFile, RESULT_FILE_ACCEPT, WRONG_RESULT_FILE } from './results-file';

interface Props {
  eventId: string;
  /** How many results the race has now: publishing replaces them. */
  currentCount: number;
  /** Asks before replacing unsaved edits of the ranking editor; false keeps them. */
  confirmReplace: () => boolean;
  onPublished: () => void;
}

type Preview = { answer: ResultsImportAnswer; fileName: string; rows: ImportedResult[] };

/** A lane without a time is not a finish: DNF until the administrator says otherwise. */
const asPublished = (r: ImportedResult): ImportedResult => (r.time === null ? { ...r, rank: null, status: r.status === 'finished' ? 'dnf' : r.status } : r);

/**
 * A race's results from the race computer's file: the import route reads it (dryRun, nothing stored),
 * the administrator checks the preview and settles the lanes without a time, then 'Publier' sends the
 * previewed rows to results.setRanking, which replaces the race's results in one transaction.
 */
export function ResultsImport({ eventId, currentCount, confirmReplace, onPublished }: Props) {
  const { t } = useTranslation('admin');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [state, setState] = useState<ResultsState>('provisional');

  const read = async (file: File) => {
    setError(null);
    setSuccess(null);
    setPreview(null);
    if (!isResultFile(file)) {
      setError(WRONG_RESULT_FILE);
      return;
    }
    setBusy(true);
    try {
      const answer = await previewResultsFile(eventId, file);
      setPreview({ answer, fileName: file.name, rows: answer.results.map(asPublished) });
      // The race keeps its state unless the administrator chooses another: an official race stays official.
      setState(answer.resultsState);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const onStatus = (index: number, status: ResultStatus) =>
    setPreview((p) => (p ? { ...p, rows: p.rows.map((r, i) => (i === index ? { ...r, status } : r)) } : p));

  const publish = async () => {
    if (!preview || !confirmReplace()) return;
    setError(null);
    setBusy(true);
    try {
      // The entry each row was rowed under goes too: results.entryId (issue 29).
      const rows = preview.rows.map(({ status, rank, athlete, club, category, time, participantId, entryId }) => ({ status, rank, athlete, club, category, time, participantId, entryId }));
      const saved = await trpcClient.results.setRanking.mutate({ eventId, rows, resultsState: state });
      setPreview(null);
      setSuccess(`Résultats publiés (${resultsStateLabels[state].fr.toLowerCase()}) : ${countsText(saved)}.`);
      onPublished();
    } catch (e) {
      setError(adminErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const blocked = !preview || preview.answer.errors.length > 0 || preview.rows.length === 0;
  const current = preview?.answer.currentResultsState;
  const stateNote = !current ? null : state === current ? (current === 'official' ? t('resultsImport.keptOfficial') : null) : t(state === 'official' ? 'resultsImport.toOfficial' : 'resultsImport.toProvisional');
  return (
    <section aria-label="Importer un fichier" className="mb-4 rounded-xl bg-white p-4 ring-1 ring-slate-200" data-testid="results-import">
      {/* Only handed over: the file goes to the import route for a preview, nothing is stored. */}
      <FileDropZone
        label="Fichier de résultats"
        accept={RESULT_FILE_ACCEPT}
        icon={FileUp}
        testId="results-file-input"
        status={busy ? 'Lecture du fichier…' : undefined}
        disabled={busy}
        hint="ErgRace (.json), Venue Racing (… Results.txt) ou CSV (place, nom, club, catégorie, temps)"
        onFile={(f) => void read(f)}
      />
      {error && (
        <p role="alert" className="mt-3 rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800 ring-1 ring-rose-200" data-testid="import-error">
          {error}
        </p>
      )}
      {success && (
        <p role="status" className="mt-3 rounded-md bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200" data-testid="import-success">
          {success}
        </p>
      )}
      {preview && (
        <div className="mt-4">
          <ImportPreview answer={preview.answer} fileName={preview.fileName} rows={preview.rows} currentCount={currentCount} onStatus={onStatus} />
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <label htmlFor="import-state" className="text-sm font-medium text-slate-800">
              Publier comme
            </label>
            <select
              id="import-state"
              className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-200"
              value={state}
              onChange={(e) => setState(e.target.value as ResultsState)}
            >
              {resultsStates.map((s) => (
                <option key={s} value={s}>
                  {resultsStateLabels[s].fr}
                </option>
              ))}
            </select>
            {stateNote && (
              <p className="basis-full text-sm text-slate-800" data-testid="import-state-note">
                {stateNote}
              </p>
            )}
            <button type="button" onClick={() => setPreview(null)} className="inline-flex items-center gap-1.5 rounded-md bg-white px-3 py-2 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50">
              <X aria-hidden="true" className="h-4 w-4" /> Annuler
            </button>
            <button type="button" onClick={() => void publish()} disabled={busy || blocked} className="ml-auto inline-flex items-center gap-2 rounded-md bg-sky-800 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-900 disabled:opacity-60">
              <Send aria-hidden="true" className="h-4 w-4" />
              {busy ? 'Publication...' : 'Publier'}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
