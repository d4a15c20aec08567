import { type ContactMessage, messageCategories, messageCategoryLabels, type MessageStatus, messageStatuses, messageStatusLabels } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { Badge } from '../../../ui/Badge';
import { inputClass } from '../../../ui/Field';
import { AdminShell } from '../crud/AdminShell';
import { useAdminAction } from '../crud/use-admin-action';
import { StatusCounters } from './StatusCounters';
import { adminList } from './use-admin-data';

const tone = { PENDING: 'yellow', PROCESSED: 'blue', CLOSED: 'gray' } as const;

export function MessagesScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = adminList(useQuery(trpc.contact.adminList.queryOptions()));
  const action = useAdminAction(list.reload);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'all' | MessageStatus>('all');
  const [category, setCategory] = useState('all');
  const [selected, setSelected] = useState<ContactMessage | null>(null);
  const needle = search.trim().toLowerCase();
  const rows = list.items.filter(
    (m) =>
      (status === 'all' || m.status === status) &&
      (category === 'all' || m.category === category) &&
      (!needle || [m.name, m.email, m.subject, m.message].some((s) => s.toLowerCase().includes(needle))),
  );
  const count = (s: MessageStatus) => list.items.filter((m) => m.status === s).length;
  // The selected detail updates in place after a change (spec section 4).
  const change = async (m: ContactMessage, next: MessageStatus) => {
    let updated: ContactMessage | null = null;
    const ok = await action.run(async () => {
      updated = await trpcClient.contact.setStatus.mutate({ id: m.id, status: next });
    });
    if (ok && updated) setSelected(updated);
  };

  return (
    <AdminShell title={t('screens.messages')} count={list.items.length} loading={list.loading} error={list.error ?? action.error}>
      <StatusCounters
        items={[
          { label: 'En attente', value: count('PENDING'), tone: 'bg-amber-50 text-amber-900' },
          { label: 'Traités', value: count('PROCESSED'), tone: 'bg-sky-50 text-sky-900' },
          { label: 'Fermés', value: count('CLOSED'), tone: 'bg-slate-50 text-slate-900' },
          { label: 'Total', value: list.items.length, tone: 'bg-white text-slate-900' },
        ]}
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="m-search" className="sr-only">{t('common.search')}</label>
          <input id="m-search" type="search" placeholder="Rechercher (nom, e-mail, sujet, message)" className={inputClass} value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div>
          <label htmlFor="m-status" className="sr-only">Statut</label>
          <select id="m-status" className={inputClass} value={status} onChange={(e) => setStatus(e.target.value as 'all' | MessageStatus)}>
            <option value="all">Tous les statuts</option>
            {messageStatuses.map((s) => (
              <option key={s} value={s}>{messageStatusLabels[s].fr}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="m-category" className="sr-only">Catégorie</label>
          <select id="m-category" className={inputClass} value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="all">Toutes les catégories</option>
            {messageCategories.map((c) => (
              <option key={c} value={c}>{messageCategoryLabels[c].fr}</option>
            ))}
          </select>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[1fr_1.3fr]">
        <ul className="max-h-[70vh] space-y-2 overflow-y-auto" data-testid="admin-list">
          {rows.map((m) => (
            <li key={m.id} data-testid="admin-item">
              <button
                type="button"
                onClick={() => setSelected(m)}
                aria-current={selected?.id === m.id}
                className={`w-full rounded-xl p-4 text-left ring-1 ${selected?.id === m.id ? 'bg-sky-50 ring-sky-400' : 'bg-white ring-slate-200 hover:bg-slate-50'}`}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900">{m.subject}</span>
                  <Badge tone={tone[m.status]}>{messageStatusLabels[m.status].fr}</Badge>
                </span>
                <span className="block text-sm text-slate-700">{m.name} · {messageCategoryLabels[m.category].fr}</span>
                <span className="block text-xs text-slate-600">{formatDate(m.createdAt)}</span>
              </button>
            </li>
          ))}
        </ul>
        <section aria-label="Détail du message" className="rounded-xl bg-white p-5 ring-1 ring-slate-200" data-testid="message-detail">
          {selected ? (
            <>
              <div className="flex items-start justify-between gap-2">
                <h2 className="text-lg font-bold text-slate-900">{selected.subject}</h2>
                <Badge tone={tone[selected.status]}>{messageStatusLabels[selected.status].fr}</Badge>
              </div>
              <p className="text-sm text-slate-700">
                {selected.name} · <a className="text-sky-800 hover:underline" href={`mailto:${selected.email}`}>{selected.email}</a>
              </p>
              <p className="text-xs text-slate-600">{messageCategoryLabels[selected.category].fr} · {formatDate(selected.createdAt)}</p>
              <p className="mt-4 whitespace-pre-wrap text-slate-900">{selected.message}</p>
              <div className="mt-4 flex gap-2">
                {selected.status === 'PENDING' && (
                  <>
                    <button type="button" onClick={() => void change(selected, 'PROCESSED')} className="rounded-md bg-sky-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-sky-900">Marquer comme traité</button>
                    <button type="button" onClick={() => void change(selected, 'CLOSED')} className="rounded-md bg-slate-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-slate-800">Fermer</button>
                  </>
                )}
                {selected.status === 'PROCESSED' && (
                  <button type="button" onClick={() => void change(selected, 'CLOSED')} className="rounded-md bg-slate-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-slate-800">Fermer le message</button>
                )}
              </div>
            </>
          ) : (
            <p className="text-slate-700">Sélectionnez un message pour afficher son détail.</p>
          )}
        </section>
      </div>
    </AdminShell>
  );
}
