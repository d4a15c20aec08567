import { DEFAULT_EVENT_TYPE_ICON, displayedPeriod, periodStatus, site } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, FileDown, Mail } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { formatDate } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { PageHero } from '../../ui/PageHero';
import { Skeleton } from '../../ui/Skeleton';
import { useSearchParam } from '../../ui/use-search-param';
import { useChampionships } from '../championships/use-championships';
import { useSiteSettings } from '../layout/use-site-settings';
import { PricingPanel } from './PricingPanel';
import { useNow } from '../../lib/use-now';
import { useText } from '../../lib/use-text';

// Radio groups move with the arrow keys, one tab stop per group (WAI-ARIA radio group pattern).
function arrowSelect(e: KeyboardEvent<HTMLDivElement>) {
  const step =
    e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
  if (!step) return;
  const radios = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
  const current = radios.indexOf(document.activeElement as HTMLButtonElement);
  if (current < 0) return;
  e.preventDefault();
  const next = radios[(current + step + radios.length) % radios.length];
  next?.focus();
  next?.click();
}

export function RegistrationPage() {
  const t = useText('pages');
  const settings = useSiteSettings();
  const { pick, lines, locale } = useLocalized();
  const trpc = useTRPCProxy();
  const { championships, isLoading } = useChampionships();
  const eventTypes = useQuery(trpc.eventTypes.list.queryOptions());
  // The choice may come from the address (`?championship=`): without JavaScript, each choice is a
  // submit button of a GET form that asks the server for that championship's page.
  const askedId = useSearchParam('championship');
  const [selectedId, setSelectedId] = useState<string | null>(askedId ?? null);
  const [eventTypeId, setEventTypeId] = useState<string | null>(null);

  // The first championship by default, and again when the selection disappears (spec section 2).
  const selected = championships.find((c) => c.id === selectedId) ?? championships[0];
  const isProduct = selected?.id === site.productChampionshipId;
  const types = isProduct ? (eventTypes.data ?? []) : [];
  const type = types.find((e) => e.id === eventTypeId) ?? types[0];
  const periods = (selected?.pricingPeriods ?? []).filter(
    (p) => !isProduct || !type || !p.eventType || p.eventType === type.id,
  );
  const now = useNow();
  const shown = displayedPeriod(periods, now);
  const status = shown ? periodStatus(shown, now) : undefined;
  const open = status === 'open';
  const categories = selected ? lines(selected.categories, selected.categoriesEn) : [];
  const requirements = selected ? lines(selected.requirements, selected.requirementsEn) : [];

  return (
    <>
      <PageHero title={t('registration.title')} subtitle={t('registration.subtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        {isLoading ? (
          <Skeleton count={3} />
        ) : (
          <>
            <form method="get" action="/inscriptions" onSubmit={(e) => e.preventDefault()}>
              <fieldset>
                <legend className="mb-3 text-lg font-bold text-slate-900">
                  {t('registration.chooseChampionship')}
                </legend>
                <div
                  className="flex flex-wrap gap-2"
                  role="radiogroup"
                  aria-label={t('registration.chooseChampionship')}
                  onKeyDown={arrowSelect}
                >
                  {championships.map((c) => (
                    <button
                      key={c.id}
                      type="submit"
                      name="championship"
                      value={c.id}
                      role="radio"
                      aria-checked={c.id === selected?.id}
                      tabIndex={c.id === selected?.id ? 0 : -1}
                      onClick={(e) => {
                        e.preventDefault();
                        setSelectedId(c.id);
                      }}
                      className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 ${c.id === selected?.id ? 'bg-sky-800 text-white ring-sky-800' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'}`}
                    >
                      {pick(c.name, c.nameEn)}
                    </button>
                  ))}
                </div>
              </fieldset>
            </form>

            {isProduct && types.length > 0 && (
              <fieldset className="mt-6">
                <legend className="mb-3 text-lg font-bold text-slate-900">{t('registration.chooseEventType')}</legend>
                <div
                  className="grid gap-3 sm:grid-cols-3"
                  role="radiogroup"
                  aria-label={t('registration.chooseEventType')}
                  onKeyDown={arrowSelect}
                >
                  {types.map((et) => (
                    <button
                      key={et.id}
                      type="button"
                      role="radio"
                      aria-checked={et.id === type?.id}
                      tabIndex={et.id === type?.id ? 0 : -1}
                      onClick={() => setEventTypeId(et.id)}
                      className={`rounded-xl p-4 text-left ring-1 ${et.id === type?.id ? 'bg-sky-50 ring-2 ring-sky-700' : 'bg-white ring-slate-200 hover:bg-slate-50'}`}
                    >
                      <span aria-hidden="true" className="text-2xl">
                        {et.icon || DEFAULT_EVENT_TYPE_ICON}
                      </span>
                      <span className="mt-1 block font-semibold text-slate-900">{pick(et.name, et.nameEn)}</span>
                      <span className="block text-sm text-slate-700">{pick(et.description, et.descriptionEn)}</span>
                    </button>
                  ))}
                </div>
              </fieldset>
            )}

            {selected && (
              <section className="mt-8 space-y-8" aria-labelledby="registration-details">
                <div>
                  <h2 id="registration-details" className="text-2xl font-bold text-slate-900">
                    {pick(selected.name, selected.nameEn)}
                  </h2>
                  <p className="mt-1 text-slate-700">{pick(selected.description, selected.descriptionEn)}</p>
                </div>
                <PricingPanel periods={periods} />

                <div className="grid gap-6 md:grid-cols-2">
                  <div className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
                    <h3 className="font-semibold text-slate-900">{t('registration.categories')}</h3>
                    {categories.length > 0 ? (
                      <ul className="mt-2 flex flex-wrap gap-2" data-testid="registration-categories">
                        {categories.map((c) => (
                          <li
                            key={c}
                            className="rounded-full bg-white px-3 py-1 text-sm text-slate-800 ring-1 ring-slate-300"
                          >
                            {c}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="mt-2 text-sm text-slate-700">{t('registration.categoriesPending')}</p>
                    )}
                  </div>
                  <div className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
                    <h3 className="font-semibold text-slate-900">{t('registration.requirements')}</h3>
                    {requirements.length > 0 ? (
                      <ul
                        className="mt-2 list-inside list-disc space-y-1 text-sm text-slate-800"
                        data-testid="registration-requirements"
                      >
                        {requirements.map((r) => (
                          <li key={r}>{r}</li>
                        ))}
                      </ul>
                    ) : (
                      <p className="mt-2 text-sm text-slate-700">{t('registration.requirementsPending')}</p>
                    )}
                  </div>
                </div>

                <div className="rounded-xl bg-navy-900 p-6 text-white">
                  {open && selected.registrationButtons.length > 0 ? (
                    <div className="flex flex-wrap gap-3" data-testid="registration-buttons">
                      {selected.registrationButtons.map((b) => (
                        <a
                          key={b.url + b.label}
                          href={b.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className={`inline-flex items-center gap-2 rounded-lg px-5 py-3 font-bold ${b.type === 'primary' ? 'bg-cyan-400 text-navy-950 hover:bg-cyan-300' : 'border border-white/50 text-white hover:bg-white/10'}`}
                        >
                          {pick(b.label, b.labelEn)}
                          <ExternalLink aria-hidden="true" className="h-4 w-4" />
                        </a>
                      ))}
                    </div>
                  ) : open ? (
                    <p className="font-semibold">{t('registration.openNoButtons')}</p>
                  ) : (
                    <div data-testid="registration-closed">
                      <p className="text-lg font-bold">{t('registration.closedTitle')}</p>
                      {/* An upcoming period gives its own opening day; the fixed text only stands in when no period has a date. The closing day of an ended one is in the panel above. */}
                      {status === 'upcoming' && shown ? (
                        <p className="text-slate-200">
                          {t('registration.opensOnDate', { date: formatDate(shown.startDate, locale) })}
                        </p>
                      ) : !shown ? (
                        <p className="text-slate-200">{t('registration.opensOn')}</p>
                      ) : null}
                    </div>
                  )}
                </div>

                <div className="flex flex-wrap gap-4 text-sm">
                  <a
                    href={`mailto:${settings.contactEmail}`}
                    className="inline-flex items-center gap-2 font-semibold text-sky-800 hover:underline"
                  >
                    <Mail aria-hidden="true" className="h-4 w-4" />
                    {t('registration.helpEmail', { email: settings.contactEmail })}
                  </a>
                  <a
                    href={site.registrationRulesPdf}
                    className="inline-flex items-center gap-2 font-semibold text-sky-800 hover:underline"
                  >
                    <FileDown aria-hidden="true" className="h-4 w-4" />
                    {t('registration.rulesPdf')}
                  </a>
                </div>
              </section>
            )}
          </>
        )}
      </div>
    </>
  );
}
