import {
  type ContactMessage,
  messageCategories,
  type MessageCategory,
  messageCategoryLabels,
  type MessageStatus,
  messageStatuses,
  messageStatusLabels,
} from '@app/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { Badge } from '../../../ui/Badge';
import { AdminPager } from '../crud/AdminPager';
import { adminErrorMessage } from '../crud/admin-error';
import { AdminShell } from '../crud/AdminShell';
import { ExportCsvButton } from '../crud/ExportCsvButton';
import { FilterBar, NoMatch, SearchFilter, SelectFilter } from '../crud/Filters';
import { RowActions } from '../crud/RowActions';
import { MESSAGE_FILTERS } from '../crud/first-page';
import { useAdminPage } from '../crud/use-admin-page';
import { MessageReplies } from './MessageReplies';
import { messageCsvHeader, messageCsvRow } from './review-csv';
import { StatusCounters } from './StatusCounters';

const tone = { PENDING: 'yellow', PROCESSED: 'blue', CLOSED: 'gray' } as const;

export function MessagesScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminPage(
    MESSAGE_FILTERS as { status: 'all' | MessageStatus; category: 'all' | MessageCategory },
    (input) => trpc.contact.adminPage.queryOptions(input),
  );
  const counts = list.data?.counts;
  const [selected, setSelected] = useState<ContactMessage | null>(null);
  const detail = useRef<HTMLElement>(null);
  // On a phone the detail sits below the list: bring it into view when a message is chosen.
  const select = (m: ContactMessage) => {
    setSelected(m);
    if (window.matchMedia('(max-width: 1023px)').matches)
      requestAnimationFrame(() => detail.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };
  // The selected detail updates in place after a change (spec section 4).
  // No way back from a status (spec section 4): asked first, like a delete.
  const change = async (m: ContactMessage, next: MessageStatus) => {
    let updated: ContactMessage | null = null;
    const question = t(next === 'PROCESSED' ? 'confirm.processMessage' : 'confirm.closeMessage', {
      subject: m.subject,
    });
    const ok = await list.run(async () => {
      updated = await trpcClient.contact.setStatus.mutate({ id: m.id, status: next });
    }, question);
    if (ok && updated) setSelected(updated);
  };

  // Erasure on request (GDPR): asked first, there is no way back.
  const remove = async (m: ContactMessage) => {
    if (
      await list.run(
        () => trpcClient.contact.remove.mutate({ id: m.id }),
        t('confirm.deleteMessage', { subject: m.subject }),
      )
    )
      setSelected(null);
  };

  return (
    <AdminShell
      title={t('screens.messages')}
      {...list.shell}
      actions={
        <ExportCsvButton
          filename="messages.csv"
          header={messageCsvHeader}
          rows={async () => (await trpcClient.contact.adminList.query(list.exportInput)).map(messageCsvRow)}
          onError={(e) => list.setError(adminErrorMessage(e))}
        />
      }
    >
      {counts && (
        <StatusCounters
          items={[
            { label: 'En attente', value: counts.PENDING, tone: 'bg-amber-50 text-amber-900' },
            { label: 'Traités', value: counts.PROCESSED, tone: 'bg-sky-50 text-sky-900' },
            { label: 'Fermés', value: counts.CLOSED, tone: 'bg-slate-50 text-slate-900' },
            { label: 'Total', value: counts.total, tone: 'bg-white text-slate-900' },
          ]}
        />
      )}
      <FilterBar>
        <SearchFilter
          id="m-search"
          label={t('common.search')}
          placeholder="Rechercher (nom, e-mail, sujet, message)"
          {...list.searchBox}
        />
        <SelectFilter
          id="m-status"
          label="Statut"
          value={list.filters.status}
          options={[
            { value: 'all' as const, label: 'Tous les statuts' },
            ...messageStatuses.map((s) => ({ value: s, label: messageStatusLabels[s].fr })),
          ]}
          onChange={(v) => list.setFilter('status', v)}
        />
        <SelectFilter
          id="m-category"
          label="Catégorie"
          value={list.filters.category}
          options={[
            { value: 'all' as const, label: 'Toutes les catégories' },
            ...messageCategories.map((c) => ({ value: c, label: messageCategoryLabels[c].fr })),
          ]}
          onChange={(v) => list.setFilter('category', v)}
        />
      </FilterBar>
      {list.noMatch && <NoMatch>{t('common.noMatch')}</NoMatch>}
      <div className="grid gap-4 lg:grid-cols-[1fr_1.3fr]">
        <div className="min-w-0">
          <ul
            className={`max-h-[70vh] space-y-2 overflow-y-auto ${list.updating ? 'opacity-70' : ''}`}
            data-testid="admin-list"
          >
            {list.items.map((m) => (
              <li key={m.id} data-testid="admin-item">
                <button
                  type="button"
                  onClick={() => select(m)}
                  aria-current={selected?.id === m.id}
                  className={`w-full rounded-xl p-4 text-left ring-1 ${selected?.id === m.id ? 'bg-sky-50 ring-sky-400' : 'bg-white ring-slate-200 hover:bg-slate-50'}`}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900">{m.subject}</span>
                    <span className="shrink-0">
                      <Badge tone={tone[m.status]}>{messageStatusLabels[m.status].fr}</Badge>
                    </span>
                  </span>
                  <span className="block text-sm text-slate-700">
                    {m.name} · {messageCategoryLabels[m.category].fr}
                  </span>
                  <span className="block text-xs text-slate-600">{formatDate(m.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
          <AdminPager {...list.pager} />
        </div>
        <section
          ref={detail}
          aria-label="Détail du message"
          className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
          data-testid="message-detail"
        >
          {selected ? (
            <>
              <div className="flex items-start justify-between gap-2">
                <h2 className="text-lg font-bold text-slate-900">{selected.subject}</h2>
                <span className="shrink-0">
                  <Badge tone={tone[selected.status]}>{messageStatusLabels[selected.status].fr}</Badge>
                </span>
              </div>
              <p className="text-sm text-slate-700">
                {selected.name} ·{' '}
                <a className="text-sky-800 hover:underline" href={`mailto:${selected.email}`}>
                  {selected.email}
                </a>
              </p>
              <p className="text-xs text-slate-600">
                {messageCategoryLabels[selected.category].fr} · {formatDate(selected.createdAt)}
              </p>
              <p className="mt-4 whitespace-pre-wrap text-slate-900">{selected.message}</p>
              <div className="mt-4 flex flex-wrap gap-2">
                {selected.status === 'PENDING' && (
                  <>
                    <button
                      type="button"
                      onClick={() => void change(selected, 'PROCESSED')}
                      className="rounded-md bg-sky-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-sky-900"
                    >
                      Marquer comme traité
                    </button>
                    <button
                      type="button"
                      onClick={() => void change(selected, 'CLOSED')}
                      className="rounded-md bg-slate-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-slate-800"
                    >
                      Fermer
                    </button>
                  </>
                )}
                {selected.status === 'PROCESSED' && (
                  <button
                    type="button"
                    onClick={() => void change(selected, 'CLOSED')}
                    className="rounded-md bg-slate-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-slate-800"
                  >
                    Fermer le message
                  </button>
                )}
                <span className="ml-auto">
                  <RowActions name={`le message « ${selected.subject} »`} onDelete={() => void remove(selected)} />
                </span>
              </div>
              <MessageReplies
                key={selected.id}
                message={selected}
                onReplied={() =>
                  setSelected({ ...selected, status: selected.status === 'PENDING' ? 'PROCESSED' : selected.status })
                }
              />
            </>
          ) : (
            <p className="text-slate-700">Sélectionnez un message pour afficher son détail.</p>
          )}
        </section>
      </div>
    </AdminShell>
  );
}
