import type { ParticipantImportRow } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPager } from '../../crud/AdminPager';

/** A page of the preview: the answer lists the file's first 500 rows, fifty are drawn at a time. */
const PREVIEW_PAGE = 50;

const actionTone = {
  create: 'bg-emerald-100 text-emerald-900',
  update: 'bg-sky-100 text-sky-900',
  unchanged: 'bg-slate-100 text-slate-800',
} as const;

/** The first rows as they will be stored, a page at a time, with what the import does to each; `total` counts every row of the file. */
export function ImportPreviewTable({
  rows,
  total,
  championshipName,
}: {
  rows: readonly ParticipantImportRow[];
  total: number;
  championshipName: (id: string) => string;
}) {
  const { t } = useTranslation('admin');
  const [offset, setOffset] = useState(0);
  // A new preview (another mapping) can hold fewer rows than the page shown.
  const start = offset < rows.length ? offset : 0;
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="pi-preview-title">
      <h3 id="pi-preview-title" className="text-sm font-semibold text-slate-900">
        {t('participantsImport.previewTitle', { count: total })}
      </h3>
      {rows.length < total && (
        <p className="mt-1 text-xs text-slate-600" data-testid="participants-import-shown">
          {t('participantsImport.previewShown', { shown: rows.length })}
        </p>
      )}
      <div className="mt-2 overflow-x-auto rounded-lg ring-1 ring-slate-200">
        <table className="w-full min-w-[760px] text-left text-sm" data-testid="participants-import-preview">
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              {(['line', 'action', 'name', 'email', 'club', 'category', 'championship', 'bib'] as const).map((c) => (
                <th key={c} scope="col" className="px-2 py-1.5">
                  {t(`participantsImport.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.slice(start, start + PREVIEW_PAGE).map((r) => (
              <tr key={r.line} data-testid="participants-import-row">
                <td className="px-2 py-1 font-mono text-xs">{r.line}</td>
                <td className="px-2 py-1">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${actionTone[r.action]}`}>
                    {t(`participantsImport.actions.${r.action}`)}
                  </span>
                </td>
                <td className="px-2 py-1 font-medium text-slate-900">
                  {r.lastName} {r.firstName}
                </td>
                <td className="px-2 py-1 text-xs">{r.email}</td>
                <td className="px-2 py-1">{r.club}</td>
                <td className="px-2 py-1">{r.category}</td>
                <td className="px-2 py-1 text-xs">{championshipName(r.championshipId)}</td>
                <td className="px-2 py-1 font-mono">{r.bib}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AdminPager total={rows.length} limit={PREVIEW_PAGE} offset={start} onChange={setOffset} />
    </section>
  );
}
