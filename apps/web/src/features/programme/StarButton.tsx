import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Stars a race for 'Mes épreuves'. Hidden without JavaScript (the list lives in the browser); its name
 * says what a press does, and `aria-describedby` names the race it acts on.
 */
export function StarButton({ starred, onToggle, describedBy }: { starred: boolean; onToggle: () => void; describedBy: string }) {
  const { t } = useTranslation('pages');
  return (
    <button
      type="button"
      aria-pressed={starred}
      aria-label={starred ? t('programme.mine.remove') : t('programme.mine.add')}
      aria-describedby={describedBy}
      onClick={onToggle}
      className="-m-1 shrink-0 rounded-md p-2 text-slate-500 hover:bg-amber-50 hover:text-amber-700 aria-pressed:text-amber-600 noscript:hidden"
      data-testid="star-race"
    >
      <Star aria-hidden="true" className="h-5 w-5" fill={starred ? 'currentColor' : 'none'} />
    </button>
  );
}
