import { type Rule, ruleSectionLabels, ruleSections } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FileDown, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { formatBytes } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { inputClass } from '../../ui/Field';
import { EmptyState } from '../../ui/EmptyState';
import { FilterSubmit } from '../../ui/NoScript';
import { PageHero } from '../../ui/PageHero';
import { RichHtml } from '../../ui/RichHtml';
import { Skeleton } from '../../ui/Skeleton';
import { useSearchParam } from '../../ui/use-search-param';
import { DocumentCard } from '../documents/DocumentCard';
import { QueryError } from '../layout/QueryError';
import { useText } from '../../lib/use-text';

export function RulesPage() {
  const t = useText('pages');
  const { label, locale, pick } = useLocalized();
  const trpc = useTRPCProxy();
  // A search may come from the address (`?search=`): Enter in the field asks for it without JavaScript.
  const askedSearch = useSearchParam('search');
  const [search, setSearch] = useState(askedSearch ?? '');
  const deferred = useDeferredValue(search.trim());
  // The search is sent to the server as `search` (spec section 5).
  const rules = useQuery({
    ...trpc.rules.list.queryOptions(deferred ? { search: deferred } : {}),
    placeholderData: keepPreviousData,
  });
  const documents = useQuery(trpc.documents.list.queryOptions());
  const list = rules.data ?? [];
  const bySection = ruleSections
    .map((s) => [s, list.filter((r) => r.section === s)] as const)
    .filter(([, items]) => items.length > 0);

  return (
    <>
      <PageHero title={t('rules.title')} subtitle={t('rules.subtitle')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-[2fr_1fr]">
        <div>
          <form method="get" action="/reglement" onSubmit={(e) => e.preventDefault()} className="relative">
            <label htmlFor="rules-search" className="sr-only">
              {t('rules.search')}
            </label>
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3.5 h-4 w-4 text-slate-500" />
            <input
              id="rules-search"
              name="search"
              type="search"
              className={`${inputClass} pl-9`}
              placeholder={t('rules.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <FilterSubmit className="mt-2" />
          </form>
          <p className="mt-2 text-sm text-slate-700" role="status" data-testid="rules-count">
            {t('rules.count', { count: list.length })}
          </p>
          {rules.isLoading ? (
            <Skeleton count={4} />
          ) : rules.isError && !rules.data ? (
            <div className="mt-6">
              <QueryError onRetry={() => void rules.refetch()} />
            </div>
          ) : list.length === 0 ? (
            <div className="mt-6">
              <EmptyState>{t('rules.empty')}</EmptyState>
            </div>
          ) : (
            bySection.map(([section, items]) => (
              <section key={section} className="mt-8" aria-labelledby={`rules-${section}`}>
                <h2 id={`rules-${section}`} className="mb-3 text-xl font-bold text-slate-900">
                  {label(ruleSectionLabels[section])}
                </h2>
                <div className="space-y-4">
                  {items.map((rule: Rule) => (
                    <article
                      key={rule.id}
                      className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
                      data-testid="rule-card"
                    >
                      <h3 className="text-lg font-semibold text-slate-900">{pick(rule.title, rule.titleEn)}</h3>
                      {pick(rule.subtitle, rule.subtitleEn) && (
                        <p className="text-sm font-medium text-slate-700">{pick(rule.subtitle, rule.subtitleEn)}</p>
                      )}
                      <RichHtml html={pick(rule.content, rule.contentEn)} className="mt-3" />
                      {rule.fileUrl && (
                        <a
                          href={rule.fileUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-sky-800 hover:underline"
                        >
                          <FileDown aria-hidden="true" className="h-4 w-4" />
                          {rule.fileName ?? t('rules.attachment')}
                          {rule.fileSize ? ` (${formatBytes(rule.fileSize, locale)})` : ''}
                        </a>
                      )}
                    </article>
                  ))}
                </div>
              </section>
            ))
          )}
        </div>
        <aside aria-labelledby="documents-title">
          <h2 id="documents-title" className="text-xl font-bold text-slate-900">
            {t('rules.documents')}
          </h2>
          {documents.isLoading ? (
            <Skeleton count={3} />
          ) : documents.isError && !documents.data ? (
            <div className="mt-4">
              <QueryError onRetry={() => void documents.refetch()} />
            </div>
          ) : (documents.data ?? []).length === 0 ? (
            <p className="mt-3 text-slate-700">{t('rules.noDocuments')}</p>
          ) : (
            <ul className="mt-4 space-y-3" data-testid="official-documents">
              {(documents.data ?? []).map((d) => (
                <DocumentCard key={d.id} doc={d} />
              ))}
            </ul>
          )}
        </aside>
      </div>
    </>
  );
}
