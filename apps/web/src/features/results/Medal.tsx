import { Medal as MedalIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const colours = { 1: 'text-yellow-600', 2: 'text-slate-500', 3: 'text-orange-700' } as const;

/** Ranks 1 to 3 get a medal icon and colour (spec section 2). */
export function RankCell({ rank }: { rank: number }) {
  const { t } = useTranslation('pages');
  const colour = colours[rank as 1 | 2 | 3];
  if (!colour) return <span className="font-semibold text-slate-800">{rank}</span>;
  return (
    <span className={`inline-flex items-center gap-1 font-bold ${colour}`}>
      <MedalIcon aria-hidden="true" className="h-5 w-5" />
      <span>{rank}</span>
      <span className="sr-only">{t(`results.medal${rank}`)}</span>
    </span>
  );
}
