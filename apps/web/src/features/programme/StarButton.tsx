import { rowIcon } from './row-icons';
import { useText } from '../../lib/use-text';

interface Props {
  starred: boolean;
  onToggle: () => void;
  describedBy: string;
}

/**
 * Stars a race for 'Mes épreuves'. Hidden without JavaScript (the list lives in the browser); its name
 * says what a press does, and `aria-describedby` names the race it acts on. The star itself is the
 * button's ::before (see row-icons.ts), filled while pressed.
 */
export function StarButton({ starred, onToggle, describedBy }: Props) {
  const t = useText('pages');
  return (
    <button
      type="button"
      aria-pressed={starred}
      aria-label={starred ? t('programme.mine.remove') : t('programme.mine.add')}
      aria-describedby={describedBy}
      onClick={onToggle}
      className={`${rowIcon.star} -m-1 flex shrink-0 rounded-md p-2 text-slate-500 hover:bg-amber-50 hover:text-amber-700 aria-pressed:text-amber-600 noscript:hidden`}
      data-testid="star-race"
    />
  );
}
