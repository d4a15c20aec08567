import type { ParticipantImportField, ParticipantImportMapping, ParticipantsImportAnswer } from '@app/contract';
import { FileSpreadsheet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../../lib/format';
import { inputClass } from '../../../../ui/Field';
import { FileDropZone } from '../../../../ui/FileDropZone';
import { Modal } from '../../../../ui/Modal';
import { ImportMappingTable } from './ImportMappingTable';
import { ImportPreviewTable } from './ImportPreviewTable';
import { ImportSummary } from './ImportSummary';
import { remap } from './import-mapping';
import { importParticipants } from './import-request';

interface Props {
  open: boolean;
  onClose: () => void;
  championships: readonly { id: string; name: string }[];
  /** After a real import: the list and the counts elsewhere are stale. */
  onImported: () => void;
}

type Preview = { answer: ParticipantsImportAnswer | null; error: string | null; busy: boolean };
const idle: Preview = { answer: null, error: null, busy: false };

/**
 * The entries spreadsheet, from the file to the list: a dry run on every change (file, columns,
 * default championship) shows what would happen; the import itself sends the same choices, and the
 * server stores all the rows or none.
 */
export function ImportParticipantsModal({ open, onClose, championships, onImported }: Props) {
  const { t } = useTranslation('admin');
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ParticipantImportMapping | undefined>(undefined);
  const [championshipId, setChampionshipId] = useState('');
  const [preview, setPreview] = useState<Preview>(idle);
  const [importing, setImporting] = useState(false);
  const [importError, setImportError] = useState<string | null>(null);
  const [result, setResult] = useState<ParticipantsImportAnswer | null>(null);

  useEffect(() => {
    if (!file || result) return;
    // Only the answer to the latest choices is shown: an earlier, slower one is dropped.
    let current = true;
    setPreview((p) => ({ ...p, busy: true, error: null }));
    importParticipants(file, { dryRun: true, mapping, championshipId: championshipId || undefined }).then(
      (answer) => current && setPreview({ answer, error: null, busy: false }),
      (e: unknown) =>
        current && setPreview({ answer: null, error: e instanceof Error ? e.message : String(e), busy: false }),
    );
    return () => {
      current = false;
    };
  }, [file, mapping, championshipId, result]);

  const reset = () => {
    setFile(null);
    setMapping(undefined);
    setPreview(idle);
    setImportError(null);
    setResult(null);
  };
  const close = () => {
    if (importing) return;
    reset();
    onClose();
  };
  const pickFile = (next: File) => {
    reset();
    setFile(next);
  };
  const changeColumn = (index: number, field: ParticipantImportField | null) => {
    if (preview.answer) setMapping(remap(preview.answer.columns, index, field));
  };
  const runImport = async () => {
    if (!file) return;
    setImporting(true);
    setImportError(null);
    try {
      setResult(
        await importParticipants(file, { dryRun: false, mapping, championshipId: championshipId || undefined }),
      );
      onImported();
    } catch (e) {
      setImportError(e instanceof Error ? e.message : String(e));
    } finally {
      setImporting(false);
    }
  };

  const names = new Map(championships.map((c) => [c.id, c.name]));
  const answer = preview.answer;
  const toStore = answer ? answer.created + answer.updated : 0;
  const blocked = !answer
    ? null
    : answer.refused > 0
      ? t('participantsImport.blockedRefused', { count: answer.refused })
      : toStore === 0
        ? t('participantsImport.blockedNothing')
        : null;

  return (
    <Modal open={open} onClose={close} title={t('participantsImport.title')} size="xl">
      {result ? (
        <div className="space-y-4" data-testid="participants-import-result">
          <p
            role="status"
            className="rounded-md bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200"
          >
            {t('participantsImport.done', {
              created: result.created,
              updated: result.updated,
              unchanged: result.unchanged,
            })}
          </p>
          <ImportSummary answer={result} />
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={reset}
              className="rounded-md px-3 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {t('participantsImport.another')}
            </button>
            <button
              type="button"
              onClick={close}
              className="rounded-md bg-sky-800 px-3 py-2 text-sm font-semibold text-white hover:bg-sky-900"
            >
              {t('participantsImport.close')}
            </button>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          {/* Only handed to the import panel: nothing is sent before the preview asks for it. */}
          <FileDropZone
            label={t('participantsImport.fileLabel')}
            showLabel
            accept=".csv,.txt,text/csv"
            icon={FileSpreadsheet}
            testId="participants-import-file"
            hint={t('participantsImport.fileHint')}
            onFile={pickFile}
          >
            {file && (
              <span className="mt-2 font-medium text-slate-900" data-testid="participants-import-filename">
                {file.name} ({formatBytes(file.size)})
              </span>
            )}
          </FileDropZone>
          <div>
            <label htmlFor="pi-championship" className="block text-sm font-medium text-slate-800">
              {t('participantsImport.defaultChampionship')}
            </label>
            <select
              id="pi-championship"
              aria-describedby="pi-championship-hint"
              className={inputClass}
              value={championshipId}
              disabled={importing}
              onChange={(e) => setChampionshipId(e.target.value)}
            >
              <option value="">{t('participantsImport.noDefaultChampionship')}</option>
              {championships.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            <p id="pi-championship-hint" className="mt-1 text-xs text-slate-600">
              {t('participantsImport.defaultChampionshipHint')}
            </p>
          </div>
          {preview.busy && (
            <p role="status" className="text-sm text-slate-700" data-testid="participants-import-busy">
              {t('participantsImport.reading')}
            </p>
          )}
          {preview.error && (
            <p
              role="alert"
              className="rounded-md bg-rose-50 px-4 py-3 text-sm text-rose-800 ring-1 ring-rose-200"
              data-testid="participants-import-error"
            >
              {preview.error}
            </p>
          )}
          {answer && (
            <div
              className={`space-y-4 ${preview.busy ? 'opacity-70' : ''}`}
              data-testid="participants-import-preview-panel"
            >
              <p className="text-sm text-slate-800" data-testid="participants-import-detected">
                {t('participantsImport.detected', {
                  encoding: answer.encoding,
                  separator: answer.separator === '\t' ? t('participantsImport.tab') : `« ${answer.separator} »`,
                })}
              </p>
              <ImportMappingTable
                columns={answer.columns}
                disabled={preview.busy || importing}
                onChange={changeColumn}
              />
              <ImportSummary answer={answer} />
              <ImportPreviewTable
                rows={answer.rows}
                total={toStore + answer.unchanged}
                championshipName={(id) => names.get(id) ?? id}
              />
            </div>
          )}
          {importError && (
            <p
              role="alert"
              className="rounded-md bg-rose-50 px-4 py-3 text-sm text-rose-800 ring-1 ring-rose-200"
              data-testid="participants-import-failed"
            >
              {importError}
            </p>
          )}
          {answer && (
            <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-3">
              {blocked && (
                <p id="pi-blocked" className="mr-auto text-sm text-slate-700" data-testid="participants-import-blocked">
                  {blocked}
                </p>
              )}
              <button
                type="button"
                onClick={() => void runImport()}
                disabled={!!blocked || preview.busy || importing}
                aria-describedby={blocked ? 'pi-blocked' : undefined}
                aria-busy={importing}
                className="rounded-md bg-sky-800 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-900 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {importing ? t('participantsImport.importing') : t('participantsImport.submit', { count: toStore })}
              </button>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
