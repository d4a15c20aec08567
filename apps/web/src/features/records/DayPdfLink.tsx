import { type PdfLang, pdfPaths } from '@app/contract';
import { FileText } from 'lucide-react';
import { useText } from '../../lib/use-text';

/** The day's published start lists in one PDF (issue 33), the call room's file, under the programme's day heading. */
export function DayPdfLink({ date, lang }: { date: string; lang: PdfLang }) {
  const t = useText('pages');
  return (
    <p className="-mt-2 mb-3 text-sm">
      <a
        href={pdfPaths.dayStartLists(date, lang)}
        className="inline-flex items-center gap-1 font-semibold text-sky-800 underline"
      >
        <FileText aria-hidden="true" className="h-4 w-4" />
        {t('pdf.dayStartLists')}
      </a>
    </p>
  );
}
