import { type ImportedResult, type ImportNote, type ResultStatus, type ResultsImportAnswer, resultFileFormatLabels, resultStatusLabels } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { statusOptionLabel } from './RankingRow';
import { countsText } from './ranking-draft';
import { formatNumber } from '../../../../lib/format';

/** What the administrator can choose for a lane that has a name but no time. */
const noTimeStatuses = ['dns', 'dnf', 'dsq'] as const satisfies readonly ResultStatus[];

interface Props {
  answer: ResultsImportAnswer;
  fileName: string;
  rows: readonly ImportedResult[];
  currentCount: number;
  onStatus: (index: number, status: ResultStatus) => void;
}

// The server's notes mostly name their line already (`Ligne 12 : …`, `Couloir 4 vide ignoré`): not twice.
const noteText = (n: ImportNote) => (n.line === null || /\bligne \d+|^couloir \d+/i.test(n.message) ? n.message : `Ligne ${n.line} : ${n.message}`);

/** The file as it will be published: its format, every row, what was skipped or corrected, what cannot be read. */
export function ImportPreview({ answer, fileName, rows, currentCount, onStatus }: Props) {
  const { t } = useTranslation('admin');
  return (
    <div data-testid="import-preview">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">Fichier</dt>
        <dd className="break-all text-slate-900">{fileName}</dd>
        <dt className="font-medium text-slate-700">Format détecté</dt>
        <dd className="font-semibold text-slate-900" data-testid="import-format">
          {resultFileFormatLabels[answer.format]}
        </dd>
        <dt className="font-medium text-slate-700">À publier</dt>
        <dd className="text-slate-900" data-testid="import-count">
          {countsText(rows)}
          {currentCount > 0 && <span className="text-slate-700"> (remplacent les {currentCount} résultats actuels de l'épreuve)</span>}
        </dd>
      </dl>

      {answer.errors.length > 0 && (
        <div role="alert" className="mt-3 rounded-md bg-rose-50 p-3 text-sm text-rose-900 ring-1 ring-rose-200" data-testid="import-errors">
          <p className="font-semibold">
            {formatNumber(answer.errors.length)} ligne{answer.errors.length > 1 ? 's' : ''} illisible{answer.errors.length > 1 ? 's' : ''} : corrigez le fichier puis importez-le à nouveau.
          </p>
          <ul className="mt-1 list-disc pl-5">
            {answer.errors.map((n) => (
              <li key={`${n.line}-${n.message}`}>{noteText(n)}</li>
            ))}
          </ul>
        </div>
      )}
      {answer.warnings.length > 0 && (
        <div className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200" data-testid="import-warnings">
          <p className="font-semibold">
            {formatNumber(answer.warnings.length)} avertissement{answer.warnings.length > 1 ? 's' : ''}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {answer.warnings.map((n, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: notes have no id and never move.
              <li key={i}>{noteText(n)}</li>
            ))}
          </ul>
        </div>
      )}

      {rows.some((r) => r.time === null) && (
        <p className="mt-3 text-sm text-slate-700">
          Sans temps : choisissez pour chaque ligne {noTimeStatuses.map((s) => resultStatusLabels[s].short).join(', ')} (par défaut {resultStatusLabels.dnf.short}).
        </p>
      )}
      <div className="relative mt-3 overflow-x-auto rounded-md ring-1 ring-slate-200">
        <table className="w-full min-w-[820px] text-left text-sm">
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              <th scope="col" className="px-3 py-2">
                Rang
              </th>
              <th scope="col" className="px-3 py-2">
                Athlète
              </th>
              <th scope="col" className="px-3 py-2">
                Club
              </th>
              <th scope="col" className="px-3 py-2">
                Catégorie
              </th>
              <th scope="col" className="px-3 py-2">
                Temps ou statut
              </th>
              <th scope="col" className="px-3 py-2">
                {t('resultsImport.entrantColumn')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Ligne du fichier
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the preview's rows never move; JSON rows may have no line.
              <tr key={i} className="border-t border-slate-100" data-testid="preview-row">
                <td className="px-3 py-1.5 font-mono">{r.rank ?? '—'}</td>
                <td className="px-3 py-1.5 font-medium text-slate-900">{r.athlete}</td>
                <td className="px-3 py-1.5">{r.club}</td>
                <td className="px-3 py-1.5">{r.category}</td>
                <td className="px-3 py-1.5">
                  {r.time !== null ? (
                    <span className="font-mono">{r.time}</span>
                  ) : (
                    <select
                      aria-label={`Statut de ${r.athlete} (sans temps)`}
                      className="rounded-md border border-amber-400 bg-white px-2 py-1 text-sm text-slate-900"
                      value={r.status}
                      onChange={(e) => onStatus(i, e.target.value as ResultStatus)}
                    >
                      {noTimeStatuses.map((s) => (
                        <option key={s} value={s}>
                          {statusOptionLabel(s)}
                        </option>
                      ))}
                    </select>
                  )}
                </td>
                <td className="px-3 py-1.5" data-testid="preview-entrant">
                  {r.entrant ? (
                    <>
                      <span className="font-medium text-slate-900">{r.entrant.name}</span>{' '}
                      <span className="text-slate-600">({r.entrant.linkedBy === 'bib' ? t('resultsImport.linkedByBib', { bib: r.entrant.bib }) : r.entrant.linkedBy === 'entry' ? t('resultsImport.linkedByEntry') : t('resultsImport.linkedById')})</span>
                    </>
                  ) : (
                    <>
                      <span className="text-slate-800">{t('resultsImport.notLinked')}</span> <span className="text-slate-600">({t('resultsImport.notLinkedHint')})</span>
                    </>
                  )}
                </td>
                <td className="px-3 py-1.5 text-right text-slate-600">{r.line ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <p className="p-4 text-center text-slate-700">Aucun résultat lisible dans ce fichier.</p>}
      </div>
    </div>
  );
}
