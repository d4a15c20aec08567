import { FileUp } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESULT_FILE_ACCEPT } from './results-file';

interface Props {
  busy: boolean;
  onFile: (file: File) => void;
}

/**
 * Drop or pick a results file. Unlike UploadDropZone (which stores a file in /uploads), the file is
 * only handed over: the import panel sends it to the import route for a preview.
 */
export function ResultFileDrop({ busy, onFile }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };
  return (
    <div>
      {/* Before the zone, so that the zone can show the keyboard focus of this hidden input. */}
      <input
        id={id}
        type="file"
        accept={RESULT_FILE_ACCEPT}
        aria-label={`Fichier de résultats : ${t('upload.prompt')}`}
        className="peer sr-only"
        data-testid="results-file-input"
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
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
        className={`flex cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed px-4 py-5 text-center text-sm peer-focus-visible:ring-2 peer-focus-visible:ring-sky-600 peer-focus-visible:ring-offset-2 ${over ? 'border-sky-600 bg-sky-50' : 'border-slate-300 bg-slate-50'}`}
      >
        <FileUp aria-hidden="true" className="h-6 w-6 text-slate-600" />
        <span className="mt-1 text-slate-800">{busy ? 'Lecture du fichier…' : t('upload.prompt')}</span>
        <span className="text-xs text-slate-600">ErgRace (.json), Venue Racing (… Results.txt) ou CSV (place, nom, club, catégorie, temps)</span>
      </label>
    </div>
  );
}
