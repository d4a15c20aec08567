import { partnerLevelLabels, partnerLevels } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import { useText } from '../../lib/use-text';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { PageHero } from '../../ui/PageHero';
import { Skeleton } from '../../ui/Skeleton';
import { PartnerLogo } from './PartnerLogo';
import { QueryError } from '../layout/QueryError';

export function PartnersPage() {
  const t = useText('pages');
  const tc = useText('common');
  const { label, pick } = useLocalized();
  const trpc = useTRPCProxy();
  const query = useQuery(trpc.partners.list.queryOptions());
  const partners = query.data ?? [];
  return (
    <>
      <PageHero title={t('partners.title')} subtitle={t('partners.subtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        {query.isLoading ? (
          <Skeleton count={3} className="h-32" />
        ) : query.isError && !query.data ? (
          <QueryError onRetry={() => void query.refetch()} />
        ) : partners.length === 0 ? (
          <p className="text-slate-800">{tc('states.unavailable')}</p>
        ) : (
          partnerLevels.map((level) => {
            const list = partners.filter((p) => p.level === level);
            if (list.length === 0) return null;
            return (
              <section key={level} className="mb-10" aria-labelledby={`level-${level}`}>
                <h2 id={`level-${level}`} className="text-2xl font-bold text-slate-900">
                  {label(partnerLevelLabels[level])}
                </h2>
                <ul
                  className={`mt-4 grid gap-4 ${level === 'TITLE' ? 'sm:grid-cols-1' : 'sm:grid-cols-2 lg:grid-cols-4'}`}
                >
                  {list.map((p) => (
                    <li
                      key={p.id}
                      className="flex flex-col items-center rounded-xl bg-white p-5 text-center ring-1 ring-slate-200"
                    >
                      <PartnerLogo
                        src={p.logo}
                        name={p.name}
                        className={level === 'TITLE' ? 'h-28' : 'h-20'}
                        eager={level === partnerLevels[0]}
                      />
                      <h3 className="mt-3 font-semibold text-slate-900">{p.name}</h3>
                      {pick(p.description, p.descriptionEn) && (
                        <p className="mt-1 text-sm text-slate-700">{pick(p.description, p.descriptionEn)}</p>
                      )}
                      {p.website && (
                        <a
                          href={p.website}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-sky-800 hover:underline"
                        >
                          {t('partners.website')}
                          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                          <span className="sr-only"> {p.name}</span>
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        )}
        <section
          className="rounded-2xl bg-gradient-to-br from-navy-900 to-sky-900 p-8 text-white"
          aria-labelledby="become-partner"
        >
          <h2 id="become-partner" className="text-2xl font-bold">
            {t('partners.become')}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-100">{t('partners.becomeText')}</p>
          <Link
            to="/contact"
            className="mt-4 inline-block rounded-lg bg-cyan-400 px-5 py-3 font-bold text-navy-950 hover:bg-cyan-300"
          >
            {t('partners.contactUs')}
          </Link>
        </section>
      </div>
    </>
  );
}
