import { erratumText, parisMoment, pdfPaths, type RacePage } from '@app/contract';
import { FileText } from 'lucide-react';
import { useLocalized } from '../../lib/use-localized';
import { useText } from '../../lib/use-text';

const linkClass = 'inline-flex items-center gap-1 font-semibold text-sky-800 underline';

/**
 * A race's official record (issue 33): when its results became official, the corrections made since as
 * dated errata (« corrigé le 30 janvier à 14:32 : couloir 4, 6:27.4 → 6:27.9 »), and its PDF files.
 */
export function RaceRecord({ page }: { page: RacePage }) {
  const t = useText('pages');
  const { lang } = useLocalized();
  const { race, errata } = page;
  return (
    <section className="mt-6 space-y-3 text-sm" data-testid="race-record" aria-label={t('pdf.records')}>
      {race.resultsState === 'official' && race.officialAt && (
        <p className="text-slate-800" data-testid="race-official-at">
          {t('pdf.officialAt', { when: parisMoment(race.officialAt, lang, true) })}
        </p>
      )}
      {errata.length > 0 && (
        <div className="rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200" data-testid="race-errata">
          <h2 className="font-bold text-slate-900">{t('pdf.errata')}</h2>
          <ul className="mt-1 list-disc pl-5 text-slate-900">
            {errata.map((e) => (
              <li key={`${e.correctedAt}-${e.athlete}-${e.after}`}>{erratumText(e, lang)}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="flex flex-wrap gap-x-5 gap-y-2">
        <a href={pdfPaths.raceStartList(race.id, lang)} className={linkClass}>
          <FileText aria-hidden="true" className="h-4 w-4" />
          {t('pdf.startList')}
        </a>
        <a href={pdfPaths.raceResults(race.id, lang)} className={linkClass}>
          <FileText aria-hidden="true" className="h-4 w-4" />
          {t('pdf.results')}
        </a>
      </p>
    </section>
  );
}
