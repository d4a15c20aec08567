import { tooLargeMessage, type UploadKind, type UploadResult, uploadFailedMessage, WRONG_TYPE_MESSAGE } from '@app/contract';
import { Upload } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAdminToken, onUnauthorized } from '../lib/admin-token';
import { formatBytes } from '../lib/format';

interface Props {
  kind: UploadKind;
  accept: string;
  maxMb: number;
  label: string;
  required?: boolean | undefined;
  /** As Field wires its controls: the id of the field's error, when there is one. */
  errorId?: string | undefined;
  current?: { name: string; size?: number | null } | null;
  onUploaded: (file: UploadResult['file']) => void;
}

const accepts = (file: File, accept: string) => {
  const ext = `.${file.name.split('.').pop()?.toLowerCase() ?? ''}`;
  return accept.split(',').some((a) => {
    const rule = a.trim().toLowerCase();
    return rule.startsWith('.') ? rule === ext : rule.endsWith('/*') ? file.type.startsWith(rule.slice(0, -1)) : file.type === rule;
  });
};

/** Drop or pick a file; size and type are checked here first, and again on the bytes by the server. */
export function UploadDropZone({ kind, accept, maxMb, label, required, errorId, current, onUploaded }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const [over, setOver] = useState(false);

  const send = async (file: File) => {
    if (file.size > maxMb * 1024 * 1024) {
      window.alert(tooLargeMessage(maxMb));
      return;
    }
    if (!accepts(file, accept)) {
      window.alert(WRONG_TYPE_MESSAGE);
      return;
    }
    setState({ busy: true, error: null });
    const body = new FormData();
    body.append('file', file);
    try {
      const token = getAdminToken();
      const res = await fetch(`/api/upload?type=${kind}`, { method: 'POST', body, headers: token ? { authorization: `Bearer ${token}` } : {} });
      const text = await res.text();
      if (res.status === 401) onUnauthorized();
      if (!res.ok) {
        let message = text;
        try {
          message = (JSON.parse(text) as { message?: string }).message ?? text;
        } catch {}
        setState({ busy: false, error: uploadFailedMessage(res.status, message) });
        return;
      }
      onUploaded((JSON.parse(text) as UploadResult).file);
      setState({ busy: false, error: null });
    } catch {
      setState({ busy: false, error: "Erreur d'upload" });
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file) void send(file);
  };

  return (
    <div>
      <span className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-rose-700">
            {' '}
            *
          </span>
        )}
      </span>
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
        data-testid={`upload-input-${kind}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void send(file);
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
        className={`mt-1 flex cursor-pointer flex-col peer-focus-visible:ring-2 peer-focus-visible:ring-sky-600 peer-focus-visible:ring-offset-2 items-center justify-center rounded-lg border-2 border-dashed px-4 py-5 text-center text-sm ${over ? 'border-sky-600 bg-sky-50' : 'border-slate-300 bg-slate-50'}`}
      >
        <Upload aria-hidden="true" className="h-6 w-6 text-slate-600" />
        <span className="mt-1 text-slate-800">{state.busy ? t('upload.busy') : t('upload.prompt')}</span>
        <span className="text-xs text-slate-600">
          {accept} · {t('upload.max', { n: maxMb })}
        </span>
        {current?.name && (
          <span className="mt-2 font-medium text-slate-900" data-testid="upload-current">
            {current.name}
            {current.size ? ` (${formatBytes(current.size)})` : ''}
          </span>
        )}
        {state.error && (
          <span role="alert" className="mt-2 text-rose-700">
            {state.error}
          </span>
        )}
      </label>
    </div>
  );
}
