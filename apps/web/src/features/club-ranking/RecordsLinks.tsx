import { pdfPaths } from '@app/contract';
import { Link } from '@tanstack/react-router';
import { FileText, Trophy } from 'lucide-react';
import { useLocalized } from '../../lib/use-localized';
import { useText } from '../../lib/use-text';

const linkClass = 'inline-flex items-center gap-1 font-semibold text-sky-800 underline';

/** /resultats' way to the federation's records (issue 33): the clubs' ranking, the medal table and each championship's results as PDF. */
export function RecordsLinks({
  championships,
}: {
  championships: readonly { id: string; name: string; nameEn: string }[];
}) {
  const t = useText('pages');
  const { pick, lang } = useLocalized();
  return (
    <nav
      aria-label={t('pdf.records')}
      className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm"
      data-testid="records-links"
    >
      <Link to="/resultats/clubs" className={linkClass}>
        <Trophy aria-hidden="true" className="h-4 w-4" />
        {t('clubRanking.link')}
      </Link>
      <a href={pdfPaths.medals(undefined, lang)} className={linkClass}>
        <FileText aria-hidden="true" className="h-4 w-4" />
        {t('pdf.medals')}
      </a>
      {championships.map((c) => (
        <a key={c.id} href={pdfPaths.championshipResults(c.id, lang)} className={linkClass}>
          <FileText aria-hidden="true" className="h-4 w-4" />
          {`${t('pdf.championshipResults')} – ${pick(c.name, c.nameEn)}`}
        </a>
      ))}
    </nav>
  );
}
