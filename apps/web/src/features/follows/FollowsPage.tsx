import { calendarFeedPath, type FollowsPage as FollowsData } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLiveUpdates } from '../../lib/use-live-updates';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { EmptyState } from '../../ui/EmptyState';
import { NoScriptNotice } from '../../ui/NoScript';
import { PageHero } from '../../ui/PageHero';
import { Skeleton } from '../../ui/Skeleton';
import { QueryError } from '../layout/QueryError';
import { REFRESH_MS } from '../results-shared/refresh';
import { useFollows } from './follow-store';
import { FollowedAthleteCard } from './FollowedAthleteCard';
import { FollowedClubCard } from './FollowedClubCard';
import { type NewResult, newResults } from './new-results';
import { ResultNotice } from './ResultNotice';
import { useText } from '../../lib/use-text';

/** The results the page has shown for this list, and the new ones to announce. */
function useNewResults(data: FollowsData | undefined, list: string) {
  const seen = useRef<{ list: string; ids: Set<string> } | null>(null);
  const [items, setItems] = useState<NewResult[]>([]);
  useEffect(() => {
    if (!data) return;
    // Another list (someone followed here or in another tab): their results so far are not news.
    const known = seen.current?.list === list ? seen.current.ids : null;
    const { fresh, seen: ids } = newResults(known, data);
    seen.current = { list, ids };
    if (fresh.length) setItems((shown) => [...shown, ...fresh].slice(-3));
  }, [data, list]);
  const dismiss = (id: string) => setItems((shown) => shown.filter((item) => item.id !== id));
  return { items, dismiss };
}

/**
 * « Mes suivis » (issue 30): the athletes and clubs followed on this device, their races to come with
 * the lane and their latest results, kept current by the live stream like the results pages.
 */
export function FollowsPage() {
  const t = useText('pages');
  const { lang } = useLocalized();
  const trpc = useTRPCProxy();
  const follows = useFollows();
  // The list is this browser's: nothing to say before it is read (the server draws none).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const input = { athletes: follows.athletes.join(','), clubs: follows.clubs.join(',') };
  const any = follows.athletes.length + follows.clubs.length > 0;
  const { connected } = useLiveUpdates([trpc.follows.pathKey()]);
  const query = useQuery({
    ...trpc.follows.list.queryOptions(input),
    enabled: any,
    placeholderData: (previous) => previous,
    refetchInterval: connected ? false : REFRESH_MS,
  });
  const notices = useNewResults(any ? query.data : undefined, `${input.athletes}|${input.clubs}`);
  const data = query.data;
  return (
    <>
      <PageHero title={t('follows.title')} subtitle={t('follows.subtitle')} />
      {/* The list is drawn once the browser has read it: the room its empty state takes is kept from the
          first paint, so the footer does not jump when it appears (Lighthouse's layout shift, 0.13). */}
      <div className="mx-auto min-h-80 max-w-7xl px-4 py-8 lg:min-h-56">
        <NoScriptNotice className="block rounded-xl p-4 ring-1">{t('follows.noScript')}</NoScriptNotice>
        {ready && !any && <EmptyState hint={t('follows.hint')}>{t('follows.empty')}</EmptyState>}
        {any &&
          !data &&
          (query.isError ? (
            <QueryError onRetry={() => void query.refetch()} />
          ) : (
            <Skeleton count={3} className="h-24" />
          ))}
        {any && data && (
          <>
            {follows.athletes.length > 0 && (
              <a
                href={calendarFeedPath({ athletes: follows.athletes, lang })}
                download="mes-suivis.ics"
                className="inline-flex items-center gap-1.5 rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-sky-800 ring-1 ring-slate-300 hover:bg-sky-50"
                data-testid="follows-export"
              >
                <Download aria-hidden="true" className="h-4 w-4" />
                {t('follows.export')}
              </a>
            )}
            {data.athletes.length > 0 && (
              <section aria-labelledby="follows-athletes" className="mt-6">
                <h2 id="follows-athletes" className="mb-3 text-xl font-bold text-slate-900">
                  {t('follows.athletes', { count: data.athletes.length })}
                </h2>
                <div className="grid gap-4 lg:grid-cols-2">
                  {data.athletes.map((athlete) => (
                    <FollowedAthleteCard key={athlete.key} athlete={athlete} />
                  ))}
                </div>
              </section>
            )}
            {data.clubs.length > 0 && (
              <section aria-labelledby="follows-clubs" className="mt-8">
                <h2 id="follows-clubs" className="mb-3 text-xl font-bold text-slate-900">
                  {t('follows.clubs', { count: data.clubs.length })}
                </h2>
                <div className="grid gap-4 lg:grid-cols-2">
                  {data.clubs.map((club) => (
                    <FollowedClubCard key={club.key} club={club} />
                  ))}
                </div>
              </section>
            )}
          </>
        )}
        <ResultNotice items={notices.items} onDismiss={notices.dismiss} />
      </div>
    </>
  );
}
