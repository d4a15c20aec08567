import { athleteKey, type StartListEntry } from '@app/contract';
import { Link } from '@tanstack/react-router';
import { ServerDrawn } from '../../ui/ServerDrawn';
import { FollowButton } from '../follows/FollowButton';
import { wireServerStars } from '../follows/follow-store';
import { useText } from '../../lib/use-text';

const cell = 'px-2 py-2 sm:px-3';
const wide = 'hidden px-2 py-2 sm:table-cell sm:px-3';

/** The entrant's name, a link to their page: a crew goes by its crew name, led by its first member's page. */
function EntrantName({ entry }: { entry: StartListEntry }) {
  const name = entry.crewName ?? `${entry.firstName} ${entry.lastName}`;
  const key = athleteKey({
    id: entry.participantId,
    firstName: entry.firstName,
    lastName: entry.lastName,
    club: entry.club,
  });
  return (
    <>
      <Link
        to="/athletes/$key"
        params={{ key }}
        className="font-semibold text-sky-900 underline decoration-sky-800/40 underline-offset-2 hover:decoration-sky-800"
      >
        {name}
      </Link>
      <FollowButton kind="athletes" followKey={key} name={`${entry.firstName} ${entry.lastName}`} />
    </>
  );
}

/**
 * A round's start list, lane by lane: lane, name, club, category, seed time. A scratched entrant stays
 * in the list, struck through and said « forfait » to screen readers and on a phone. Left as the server
 * drew it until its entries change (ServerDrawn).
 */
export function StartListTable({ entries, caption }: { entries: readonly StartListEntry[]; caption: string }) {
  const t = useText('pages');
  return (
    <ServerDrawn
      deps={[entries, caption]}
      enhance={wireServerStars}
      rows={entries.length}
      className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200"
    >
      <table className="w-full text-left text-sm" data-testid="start-list">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className={cell}>
              {t('startList.lane')}
            </th>
            <th scope="col" className={cell}>
              {t('results.athlete')}
            </th>
            <th scope="col" className={wide}>
              {t('results.club')}
            </th>
            <th scope="col" className={wide}>
              {t('results.category')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('startList.seed')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {entries.map((entry) => {
            const scratched = entry.status === 'scratched';
            return (
              <tr
                key={entry.entryId}
                className={scratched ? 'text-slate-600 line-through' : ''}
                data-testid="start-list-entry"
                data-status={entry.status}
              >
                <td className={`${cell} font-mono font-semibold`}>{entry.lane ?? '—'}</td>
                <td className={cell}>
                  <EntrantName entry={entry} />
                  {scratched && <span className="ml-1 no-underline">({t('startList.scratched')})</span>}
                  <span className="block text-slate-700 sm:hidden">
                    {entry.club} · {entry.category}
                  </span>
                </td>
                <td className={wide}>{entry.club}</td>
                <td className={wide}>{entry.category}</td>
                <td className={`${cell} text-right font-mono`}>{entry.seedTime ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ServerDrawn>
  );
}
