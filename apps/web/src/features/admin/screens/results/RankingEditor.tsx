import { type Result, type ResultStatus, type ResultsState, resultsStateLabels, resultsStates } from '@app/contract';
import { ListOrdered, Plus, Save, SortAsc } from 'lucide-react';
import { type ClipboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { trpcClient } from '../../../../lib/trpc';
import { adminErrorMessage } from '../../crud/admin-error';
import { columnLabels, RankingRow } from './RankingRow';
import {
  countsText,
  type DraftRow,
  emptyRow,
  fingerprint,
  moveRow,
  nextRank,
  pasteBlock,
  type RankingColumn,
  rankingColumns,
  renumber,
  sortByRank,
  toDraft,
  validateRanking,
  withStatus,
} from './ranking-draft';

const secondary =
  'inline-flex items-center gap-1.5 rounded-md bg-white px-3 py-2 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50';

interface Props {
  eventId: string;
  initial: readonly Result[];
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
}

/**
 * A race's whole ranking as one editable table, saved at once by results.setRanking (which replaces
 * what the race had). The contract's schema checks it first and puts each error on its row.
 * The race's state (provisional or official) is saved with the ranking, or alone by results.setState
 * when only the state changed, so that marking a race official never rewrites its results.
 */
export function RankingEditor({ eventId, initial, onDirtyChange, onSaved }: Props) {
  const [rows, setRows] = useState<DraftRow[]>(() => toDraft(initial));
  const [baseline, setBaseline] = useState(() => fingerprint(rows));
  const [state, setState] = useState<ResultsState>(() => initial[0]?.event.resultsState ?? 'provisional');
  const [savedState, setSavedState] = useState(state);
  const [attempted, setAttempted] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const table = useRef<HTMLTableSectionElement>(null);
  const rowsDirty = fingerprint(rows) !== baseline;
  const dirty = rowsDirty || state !== savedState;
  // Once a save was refused, the errors follow the corrections as they are typed.
  const errors = attempted ? validateRanking(eventId, rows).errors : {};

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  useEffect(() => {
    if (focusRow === null) return;
    table.current
      ?.querySelectorAll<HTMLInputElement>(`[aria-label="${columnLabels.athlete}, ligne ${focusRow + 1}"]`)[0]
      ?.focus();
    setFocusRow(null);
  }, [focusRow]);

  const edit = useCallback((change: (rows: DraftRow[]) => DraftRow[]) => {
    setSuccess(null);
    setRows(change);
  }, []);
  const onCell = useCallback(
    (index: number, column: RankingColumn, value: string) =>
      edit((rs) => rs.map((r, i) => (i === index ? { ...r, [column]: value } : r))),
    [edit],
  );
  const onStatus = useCallback(
    (index: number, status: ResultStatus) => edit((rs) => rs.map((r, i) => (i === index ? withStatus(r, status) : r))),
    [edit],
  );
  const onPaste = useCallback(
    (index: number, column: RankingColumn, event: ClipboardEvent<HTMLInputElement>) => {
      const text = event.clipboardData.getData('text/plain');
      if (!/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
      event.preventDefault();
      edit((rs) => pasteBlock(rs, index, column, text) ?? rs);
    },
    [edit],
  );
  const onMove = useCallback((index: number, by: -1 | 1) => edit((rs) => moveRow(rs, index, by)), [edit]);
  const onRemove = useCallback((index: number) => edit((rs) => rs.filter((_, i) => i !== index)), [edit]);
  const addRow = () => {
    edit((rs) => [...rs, emptyRow(nextRank(rs))]);
    setFocusRow(rows.length);
  };

  const saveState = async () => {
    await trpcClient.results.setState.mutate({ eventId, resultsState: state });
    setSavedState(state);
    setSuccess(`État des résultats enregistré : ${resultsStateLabels[state].fr}.`);
  };

  const save = async () => {
    setSuccess(null);
    setAlert(null);
    if (!rowsDirty) {
      setSaving(true);
      try {
        await saveState();
        onSaved();
      } catch (e) {
        setAlert(adminErrorMessage(e));
      } finally {
        setSaving(false);
      }
      return;
    }
    const checked = validateRanking(eventId, rows, state);
    if (!checked.input) {
      setAttempted(true);
      setAlert(checked.general ?? "Le classement n'est pas enregistré : corrigez les lignes signalées.");
      return;
    }
    setSaving(true);
    try {
      const saved = await trpcClient.results.setRanking.mutate(checked.input);
      const next = toDraft(saved);
      setRows(next);
      setBaseline(fingerprint(next));
      setAttempted(false);
      const stateChanged = state !== savedState;
      setSavedState(state);
      setSuccess(
        `Classement enregistré : ${countsText(saved)}.${stateChanged ? ` Résultats ${resultsStateLabels[state].fr.toLowerCase()}.` : ''}`,
      );
      onSaved();
    } catch (e) {
      setAlert(adminErrorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-label="Classement de l'épreuve"
      className="rounded-xl bg-white ring-1 ring-slate-200"
      data-testid="ranking-editor"
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-3">
        <button type="button" className={secondary} onClick={addRow}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Ajouter une ligne
        </button>
        <button type="button" className={secondary} onClick={() => edit(sortByRank)} disabled={rows.length < 2}>
          <SortAsc aria-hidden="true" className="h-4 w-4" /> Trier par rang
        </button>
        <button type="button" className={secondary} onClick={() => edit(renumber)} disabled={rows.length === 0}>
          <ListOrdered aria-hidden="true" className="h-4 w-4" /> Renuméroter 1, 2, 3…
        </button>
        <div className="flex items-center gap-2">
          <label htmlFor="results-state" className="text-sm font-medium text-slate-800">
            État des résultats
          </label>
          <select
            id="results-state"
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-200"
            value={state}
            onChange={(e) => {
              setSuccess(null);
              setState(e.target.value as ResultsState);
            }}
          >
            {resultsStates.map((s) => (
              <option key={s} value={s}>
                {resultsStateLabels[s].fr}
              </option>
            ))}
          </select>
        </div>
        <p className="w-full text-xs text-slate-600 sm:ml-auto sm:w-auto">
          Collez des lignes copiées d'un tableur (rang, athlète, catégorie, club, temps ou DNS/DNF/DSQ) dans une cellule
          pour en remplir plusieurs.
        </p>
      </div>
      {alert && (
        <p
          role="alert"
          className="m-3 rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800 ring-1 ring-rose-200"
          data-testid="ranking-alert"
        >
          {alert}
        </p>
      )}
      {/* relative: the sr-only header of the actions column is positioned inside the scroller, not past the page edge. */}
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[1020px] text-left text-sm">
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              {rankingColumns.map((c) => (
                <th key={c} scope="col" className="px-3 py-2">
                  {columnLabels[c]}
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                {columnLabels.status}
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody ref={table}>
            {rows.map((row, i) => (
              <RankingRow
                key={row.key}
                row={row}
                index={i}
                last={i === rows.length - 1}
                errors={errors[i]}
                onCell={onCell}
                onStatus={onStatus}
                onPaste={onPaste}
                onMove={onMove}
                onRemove={onRemove}
              />
            ))}
          </tbody>
        </table>
        {rows.length === 0 && (
          <p className="p-6 text-center text-slate-700">
            Aucun résultat pour cette épreuve : ajoutez la première ligne ou collez un classement.
          </p>
        )}
      </div>
      <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 rounded-b-xl border-t border-slate-200 bg-white/95 p-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {success ? (
            <span className="font-semibold text-emerald-800" data-testid="ranking-saved">
              {success}
            </span>
          ) : dirty ? (
            'Modifications non enregistrées'
          ) : (
            `${rows.length} ligne${rows.length > 1 ? 's' : ''}`
          )}
        </p>
        <button
          type="button"
          onClick={() => void save()}
          disabled={saving || !dirty}
          className="ml-auto inline-flex items-center gap-2 rounded-md bg-sky-800 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-900 disabled:opacity-60"
        >
          <Save aria-hidden="true" className="h-4 w-4" />
          {saving ? 'Enregistrement...' : 'Enregistrer le classement'}
        </button>
      </div>
    </section>
  );
}
