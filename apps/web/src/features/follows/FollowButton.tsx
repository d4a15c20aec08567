import { rowIcon } from '../programme/row-icons';
import { type FollowKind, toggleFollow, useFollows } from './follow-store';
import { useText } from '../../lib/use-text';

interface Props {
  kind: FollowKind;
  /** The athlete's or club's key (athleteKey, clubKey). */
  followKey: string;
  /** Who is followed: the button's name says it, « Suivre Léa Martin ». */
  name: string;
  /** A labelled button (athlete page) rather than the star alone (list lines). */
  labelled?: boolean;
}

/**
 * Follows an athlete or a club for 'Mes suivis' (issue 30), on this device only. A toggle: its name
 * stays « Suivre <qui> » and aria-pressed says whether they are followed. The star is 'Mes épreuves''
 * own CSS icon (row-icons.ts), filled while pressed: no SVG per line of a long start list. Hidden without
 * JavaScript, like those stars: the list lives in the browser.
 */
export function FollowButton({ kind, followKey, name, labelled = false }: Props) {
  const t = useText('pages');
  const followed = useFollows()[kind].includes(followKey);
  const label = t(kind === 'clubs' ? 'follows.followClub' : 'follows.follow', { name });
  const common = `${rowIcon.star} shrink-0 items-center rounded-md text-slate-600 hover:bg-amber-50 hover:text-amber-800 aria-pressed:text-amber-600 noscript:hidden`;
  return (
    <button
      type="button"
      aria-pressed={followed}
      aria-label={labelled ? undefined : label}
      title={labelled ? undefined : label}
      onClick={() => toggleFollow(kind, followKey)}
      className={
        labelled
          ? `${common} inline-flex gap-1.5 bg-white px-3 py-1.5 text-sm font-semibold ring-1 ring-slate-300 aria-pressed:bg-amber-50 aria-pressed:ring-amber-400`
          : `${common} -my-1 ml-1 inline-flex p-1.5 align-middle`
      }
      data-testid="follow"
      data-follow-kind={kind}
      data-follow-key={followKey}
    >
      {labelled && <span className="text-slate-900">{label}</span>}
    </button>
  );
}
