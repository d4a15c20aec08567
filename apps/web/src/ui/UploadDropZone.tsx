import {
  tooLargeMessage,
  type UploadKind,
  type UploadResult,
  uploadFailedMessage,
  WRONG_TYPE_MESSAGE,
} from '@app/contract';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAdminToken, onUnauthorized } from '../lib/admin-token';
import { formatBytes } from '../lib/format';
import { FileDropZone } from './FileDropZone';

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
    return rule.startsWith('.')
      ? rule === ext
      : rule.endsWith('/*')
        ? file.type.startsWith(rule.slice(0, -1))
        : file.type === rule;
  });
};

/** Drop or pick a file; size and type are checked here first, and again on the bytes by the server. */
export function UploadDropZone({ kind, accept, maxMb, label, required, errorId, current, onUploaded }: Props) {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

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
      const res = await fetch(`/api/upload?type=${kind}`, {
        method: 'POST',
        body,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
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

  return (
    <FileDropZone
      label={label}
      showLabel
      required={required}
      errorId={errorId}
      accept={accept}
      icon={Upload}
      testId={`upload-input-${kind}`}
      status={state.busy ? t('upload.busy') : undefined}
      hint={`${accept} · ${t('upload.max', { n: maxMb })}`}
      onFile={(file) => void send(file)}
    >
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
    </FileDropZone>
  );
}
