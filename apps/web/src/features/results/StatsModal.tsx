import type { ResultsBoard } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';

/** The board's figures, counted by the server over every published result. */
export function StatsModal({ open, onClose, stats }: { open: boolean; onClose: () => void; stats: ResultsBoard['stats'] | undefined }) {
  const { t } = useTranslation('pages');
  const figures = [
    { key: 'results.statsAthletes', value: stats?.athletes ?? 0 },
    { key: 'results.statsClubs', value: stats?.clubs ?? 0 },
    { key: 'results.statsEvents', value: stats?.events ?? 0 },
  ];
  return (
    <Modal open={open} onClose={onClose} title={t('results.statistics')}>
      <dl className="grid grid-cols-3 gap-3 text-center" data-testid="results-stats">
        {figures.map((s) => (
          <div key={s.key} className="flex flex-col rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            <dt className="text-xs text-slate-700">{t(s.key)}</dt>
            <dd className="order-first text-2xl font-black text-slate-900">{s.value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
