import { displayedPeriod, type PricingPeriod, periodStatus } from '@app/contract';
import { formatDate, formatPrice } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { useNow } from '../../lib/use-now';
import { PeriodStatusBadge } from './PeriodStatusBadge';
import { useText } from '../../lib/use-text';

/** Periods, closing date, current price and status, per spec section 4. */
export function PricingPanel({ periods }: { periods: PricingPeriod[] }) {
  const t = useText('pages');
  const { locale, pick } = useLocalized();
  const now = useNow();
  const shown = displayedPeriod(periods, now);
  const status = shown ? periodStatus(shown, now) : undefined;
  const sorted = [...periods].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const closing = sorted[sorted.length - 1]?.endDate;

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-700">
          {t('registration.currentPrice')}
        </h3>
        <p className="mt-2 text-3xl font-black text-slate-900" data-testid="current-price">
          {shown && status === 'open' ? formatPrice(shown.price, locale) : t('registration.notAvailable')}
        </p>
        {!shown && <p className="mt-1 text-sm text-slate-700">{t('registration.pricingSoon')}</p>}
        {shown && status === 'upcoming' && (
          <p className="mt-1 text-sm text-slate-700">
            {t('registration.nextPrice', { price: formatPrice(shown.price, locale) })}
          </p>
        )}
        {shown && status === 'expired' && (
          <p className="mt-1 text-sm text-slate-700">
            {t('registration.lastPrice', { price: formatPrice(shown.price, locale) })} — {t('registration.closedShort')}
          </p>
        )}
      </div>
      <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{t('registration.status')}</h3>
        <p
          className={`mt-2 text-3xl font-black ${status === 'open' ? 'text-emerald-700' : 'text-rose-700'}`}
          data-testid="registration-status"
        >
          {status === 'open' ? t('registration.open') : t('registration.closed')}
        </p>
      </div>
      <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-700">
          {t('registration.closingDate')}
        </h3>
        <p className="mt-2 text-xl font-bold text-slate-900">
          {closing ? formatDate(closing, locale) : t('registration.notAvailable')}
        </p>
      </div>
      {sorted.length > 0 && (
        <div className="md:col-span-3">
          <h3 className="mb-2 font-semibold text-slate-900">{t('registration.periods')}</h3>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="pricing-periods">
            {sorted.map((p) => (
              <li
                key={p.id}
                className={`rounded-xl p-4 ring-1 ${p === shown ? 'bg-sky-50 ring-sky-300' : 'bg-white ring-slate-200'}`}
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900">{pick(p.name, p.nameEn)}</span>
                  <PeriodStatusBadge status={periodStatus(p, now)} />
                </div>
                <p className="mt-1 text-2xl font-bold text-slate-900">{formatPrice(p.price, locale)}</p>
                <p className="text-sm text-slate-700">
                  {formatDate(p.startDate, locale)} → {formatDate(p.endDate, locale)}
                </p>
                {pick(p.description, p.descriptionEn) && (
                  <p className="mt-1 text-sm text-slate-700">{pick(p.description, p.descriptionEn)}</p>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
