import { FileSpreadsheet } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../../lib/format';

/**
 * Pick or drop the entries spreadsheet. Unlike UploadDropZone, which stores a file on the server,
 * this only hands the file to the import panel: nothing is sent before the preview asks for it.
 */
export function CsvFilePicker({ file, onFile }: { file: File | null; onFile: (file: File) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const dropped = e.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <div>
      <span className="block text-sm font-medium text-slate-800">{t('participantsImport.fileLabel')}</span>
      {/* Before the zone, so that the zone can show the keyboard focus of this hidden input. */}
      <input
        id={id}
        type="file"
        accept=".csv,.txt,text/csv"
        aria-label={`${t('participantsImport.fileLabel')} : ${t('upload.prompt')}`}
        className="peer sr-only"
        data-testid="participants-import-file"
        onChange={(e) => {
          const picked = e.target.files?.[0];
          if (picked) onFile(picked);
          e.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`mt-1 flex cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed px-4 py-5 text-center text-sm peer-focus-visible:ring-2 peer-focus-visible:ring-sky-600 peer-focus-visible:ring-offset-2 ${over ? 'border-sky-600 bg-sky-50' : 'border-slate-300 bg-slate-50'}`}
      >
        <FileSpreadsheet aria-hidden="true" className="h-6 w-6 text-slate-600" />
        <span className="mt-1 text-slate-800">{t('upload.prompt')}</span>
        <span className="text-xs text-slate-600">{t('participantsImport.fileHint')}</span>
        {file && (
          <span className="mt-2 font-medium text-slate-900" data-testid="participants-import-filename">
            {file.name} ({formatBytes(file.size)})
          </span>
        )}
      </label>
    </div>
  );
}
