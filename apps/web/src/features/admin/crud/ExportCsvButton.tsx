import { toCsv } from '@app/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../../../lib/download';

type Cell = string | number | boolean | null | undefined;
type Rows = readonly (readonly Cell[])[];

/**
 * 'Export CSV' in a screen's header: the rows, as a file (cells escaped by toCsv). A paged screen
 * gives `rows` as a function: the filtered rows are fetched from the server on click, not held.
 */
export function ExportCsvButton({
  filename,
  header,
  rows,
  onError,
}: {
  filename: string;
  header: readonly string[];
  rows: Rows | (() => Promise<Rows>);
  onError?: (error: unknown) => void;
}) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const exportRows = async () => {
    setBusy(true);
    try {
      downloadText(filename, toCsv(header, typeof rows === 'function' ? await rows() : rows));
    } catch (e) {
      onError?.(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void exportRows()}
      disabled={busy}
      aria-busy={busy}
      className="inline-flex items-center gap-2 rounded-md bg-sky-800 px-3 py-2 text-sm font-semibold text-white hover:bg-sky-900 disabled:opacity-60"
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      {t('common.exportCsv')}
    </button>
  );
}
