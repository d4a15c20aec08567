import type { LucideIcon } from 'lucide-react';
import { type DragEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequiredMark } from './Field';

interface Props {
  /** The file's name for screen readers (with the prompt), and above the zone when `showLabel`. */
  label: string;
  showLabel?: boolean | undefined;
  required?: boolean | undefined;
  /** As Field wires its controls: the id of the field's error, when there is one. */
  errorId?: string | undefined;
  accept: string;
  icon: LucideIcon;
  testId: string;
  /** Said instead of the prompt while a file is read or sent. */
  status?: string | undefined;
  /** No pick and no drop (while a file is read). */
  disabled?: boolean | undefined;
  /** The line under the prompt: the types and sizes taken. */
  hint: ReactNode;
  onFile: (file: File) => void;
  /** Under the hint: the current file, an error. */
  children?: ReactNode;
}

/**
 * Drop or pick one file: the zone of the admin uploads and of the two imports. It only hands the file
 * over; what is done with it (stored, previewed) is the caller's.
 */
export function FileDropZone({
  label,
  showLabel,
  required,
  errorId,
  accept,
  icon: Icon,
  testId,
  status,
  disabled,
  hint,
  onFile,
  children,
}: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div>
      {showLabel && (
        <span className="block text-sm font-medium text-slate-800">
          {label}
          {required && <RequiredMark />}
        </span>
      )}
      {/* Before the zone, so that the zone can show the keyboard focus of this hidden input. */}
      <input
        id={id}
        type="file"
        accept={accept}
        aria-label={`${label} : ${t('upload.prompt')}`}
        aria-required={required || undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className="peer sr-only"
        data-testid={testId}
        disabled={disabled}
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
        className={`${showLabel ? 'mt-1 ' : ''}flex cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed px-4 py-5 text-center text-sm peer-focus-visible:ring-2 peer-focus-visible:ring-sky-600 peer-focus-visible:ring-offset-2 ${over ? 'border-sky-600 bg-sky-50' : 'border-slate-300 bg-slate-50'}`}
      >
        <Icon aria-hidden="true" className="h-6 w-6 text-slate-600" />
        <span className="mt-1 text-slate-800">{status ?? t('upload.prompt')}</span>
        <span className="text-xs text-slate-600">{hint}</span>
        {children}
      </label>
    </div>
  );
}
