import { pdfPaths } from '@app/contract';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const link =
  'inline-flex items-center gap-1.5 rounded-md bg-white px-3 py-2 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50';

/** The race's official records as the public reads them (issue 33): start list, results, the day's call room lists. */
export function RecordPdfLinks({ eventId, date }: { eventId: string; date: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex basis-full flex-wrap items-center gap-2" data-testid="record-pdfs">
      <span className="text-sm font-medium text-slate-800">{t('clubPoints.pdfTitle')}</span>
      <a className={link} href={pdfPaths.raceStartList(eventId)} target="_blank" rel="noreferrer">
        <FileText aria-hidden="true" className="h-4 w-4" /> {t('clubPoints.pdfStartList')}
      </a>
      <a className={link} href={pdfPaths.raceResults(eventId)} target="_blank" rel="noreferrer">
        <FileText aria-hidden="true" className="h-4 w-4" /> {t('clubPoints.pdfResults')}
      </a>
      <a className={link} href={pdfPaths.dayStartLists(date)} target="_blank" rel="noreferrer">
        <FileText aria-hidden="true" className="h-4 w-4" /> {t('clubPoints.pdfDay')}
      </a>
    </div>
  );
}
