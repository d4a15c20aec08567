import { toCsv } from '@app/contract';

type Cell = string | number | boolean | null | undefined;
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../../../lib/download';

/** 'Export CSV' in a screen's header: the rows given, as a file (cells escaped by toCsv). */
export function ExportCsvButton({ filename, header, rows }: { filename: string; header: readonly string[]; rows: readonly (readonly Cell[])[] }) {
  const { t } = useTranslation('admin');
  return (
    <button
      type="button"
      onClick={() => downloadText(filename, toCsv(header, rows))}
      className="inline-flex items-center gap-2 rounded-md bg-sky-800 px-3 py-2 text-sm font-semibold text-white hover:bg-sky-900"
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      {t('common.exportCsv')}
    </button>
  );
}
