import { site } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatFigure } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { Skeleton } from '../../ui/Skeleton';
import { PartnerLogo } from '../partners/PartnerLogo';
import { useText } from '../../lib/use-text';

const { perPage, intervalMs } = site.carousel;

export function PartnersSection() {
  const t = useText('common');
  const { locale } = useLocalized();
  const trpc = useTRPCProxy();
  const { data, isLoading } = useQuery(trpc.partners.list.queryOptions());
  const partners = data ?? [];
  const pages = Math.max(1, Math.ceil(partners.length / perPage));
  const [page, setPage] = useState(0);
  // Auto-play stays on until any manual action (spec section 4).
  const [autoPlay, setAutoPlay] = useState(true);

  useEffect(() => {
    if (!autoPlay || pages <= 1) return;
    const timer = setInterval(() => setPage((p) => (p + 1) % pages), intervalMs);
    return () => clearInterval(timer);
  }, [autoPlay, pages]);

  const go = (next: number) => {
    setAutoPlay(false);
    setPage(((next % pages) + pages) % pages);
  };
  const visible = partners.slice(page * perPage, page * perPage + perPage);
  const stats = [
    { value: site.partnerStats.majorPartners, key: 'home.partnerStats.partners' },
    { value: site.partnerStats.spectators, key: 'home.partnerStats.spectators' },
    { value: site.partnerStats.days, key: 'home.partnerStats.days' },
  ];

  return (
    <section aria-labelledby="partners-title" className="mx-auto max-w-7xl px-4 py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="partners-title" className="text-3xl font-extrabold text-slate-900">
            {t('home.partnersTitle')}
          </h2>
          <p className="mt-2 text-slate-700">{t('home.partnersText')}</p>
        </div>
        <Link to="/partenaires" className="font-semibold text-sky-800 hover:underline">
          {t('home.allPartners')} →
        </Link>
      </div>
      {isLoading ? (
        <div className="mt-8">
          <Skeleton count={1} className="h-32" />
        </div>
      ) : partners.length === 0 ? (
        <p className="mt-8 text-slate-700">{t('states.unavailable')}</p>
      ) : (
        <section
          className="mt-8"
          aria-roledescription="carousel"
          aria-label={t('home.carouselLabel')}
          data-testid="partners-carousel"
          data-page={page}
          data-autoplay={autoPlay}
          // Keyboard focus inside the carousel counts as an interaction: the logos stop moving under it.
          onFocus={() => setAutoPlay(false)}
        >
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => go(page - 1)}
              onMouseEnter={() => setAutoPlay(false)}
              aria-label={t('home.previous')}
              className="rounded-full bg-slate-100 p-2 text-slate-800 hover:bg-slate-200 noscript:hidden"
            >
              <ChevronLeft aria-hidden="true" />
            </button>
            <ul
              className="grid flex-1 grid-cols-2 gap-4 sm:grid-cols-4"
              aria-live={autoPlay ? 'off' : 'polite'}
              aria-label={t('home.pageOf', { n: page + 1, total: pages })}
            >
              {visible.map((p) => (
                <li
                  key={p.id}
                  className="group relative flex h-28 items-center justify-center rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
                >
                  <PartnerLogo src={p.logo} name={p.name} className="max-h-20 w-full" />
                  {p.website && (
                    <a
                      href={p.website}
                      target="_blank"
                      rel="noopener noreferrer"
                      onClick={() => setAutoPlay(false)}
                      className="absolute inset-0 flex items-center justify-center gap-1 rounded-xl bg-navy-900/85 font-semibold text-white opacity-0 transition-opacity group-hover:opacity-100 focus:opacity-100"
                    >
                      {t('home.visit')}
                      <ExternalLink aria-hidden="true" className="h-4 w-4" />
                      <span className="sr-only">{p.name}</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => go(page + 1)}
              onMouseEnter={() => setAutoPlay(false)}
              aria-label={t('home.next')}
              className="rounded-full bg-slate-100 p-2 text-slate-800 hover:bg-slate-200 noscript:hidden"
            >
              <ChevronRight aria-hidden="true" />
            </button>
          </div>
          {/* Without JavaScript the carousel stays on its first page: its arrows and dots are not shown. */}
          <div className="mt-4 flex justify-center gap-1 noscript:hidden">
            {Array.from({ length: pages }, (_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions
                key={i}
                type="button"
                onClick={() => go(i)}
                aria-label={t('home.page', { n: i + 1 })}
                aria-current={i === page}
                className="flex h-8 w-8 items-center justify-center"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${i === page ? 'w-6 bg-sky-700' : 'w-2.5 bg-slate-400'}`}
                />
              </button>
            ))}
          </div>
        </section>
      )}
      <dl className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {stats.map((s) => (
          <div key={s.key} className="flex flex-col rounded-xl bg-slate-50 p-5 text-center ring-1 ring-slate-200">
            <dt className="text-sm text-slate-700">{t(s.key)}</dt>
            <dd className="order-first text-3xl font-black text-sky-800">{formatFigure(s.value, locale)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
