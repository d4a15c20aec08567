import type { Result } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { RankCell } from './Medal';

export function ResultsTable({ results, caption }: { results: Result[]; caption: string }) {
  const { t } = useTranslation('pages');
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[560px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2">{t('results.rank')}</th>
            <th scope="col" className="px-3 py-2">{t('results.athlete')}</th>
            <th scope="col" className="px-3 py-2">{t('results.category')}</th>
            <th scope="col" className="px-3 py-2">{t('results.club')}</th>
            <th scope="col" className="px-3 py-2 text-right">{t('results.time')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {results.map((r) => (
            <tr key={r.id} className={r.rank <= 3 ? 'bg-amber-50/40' : ''}>
              <td className="px-3 py-2">
                <RankCell rank={r.rank} />
              </td>
              <td className="px-3 py-2 font-medium text-slate-900">{r.athlete}</td>
              <td className="px-3 py-2 text-slate-800">{r.category}</td>
              <td className="px-3 py-2 text-slate-800">{r.club}</td>
              <td className="px-3 py-2 text-right font-mono text-slate-900">{r.time}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
