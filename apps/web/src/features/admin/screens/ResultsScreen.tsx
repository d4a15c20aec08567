import { type Result, resultCreateInput, resultUpdateInput } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { RankCell } from '../../results/Medal';
import { AdminShell } from '../crud/AdminShell';
import { SelectFilter } from '../crud/Filters';
import { EditorModal } from '../crud/EditorModal';
import type { FieldDef } from '../crud/field-types';
import { int, text } from '../crud/form-values';
import { RowActions } from '../crud/RowActions';
import { fresh, useAdminList } from '../crud/use-admin-list';
import { saveWith, useEditor } from '../crud/use-editor';

const empty = { eventId: '', rank: '1', athlete: '', category: '', club: '', time: '' };

export function ResultsScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminList(useQuery(fresh(trpc.results.adminList.queryOptions())));
  const events = useQuery(fresh(trpc.events.adminList.queryOptions())).data ?? [];
  const [eventFilter, setEventFilter] = useState('all');
  const editor = useEditor<Result>({
    empty: eventFilter !== 'all' ? { ...empty, eventId: eventFilter } : empty,
    toForm: (r) => ({ ...r, rank: String(r.rank) }),
    toInput: (v, editing) => ({
      ...(editing ? { id: editing.id } : {}),
      eventId: text(v, 'eventId'),
      rank: int(v, 'rank'),
      athlete: text(v, 'athlete'),
      category: text(v, 'category'),
      club: text(v, 'club'),
      time: text(v, 'time'),
    }),
    createSchema: resultCreateInput,
    updateSchema: resultUpdateInput,
    save: saveWith(trpcClient.results),
    onSaved: () => void list.reload(),
  });
  const fields: FieldDef[] = [
    { name: 'eventId', label: t('fields.event'), kind: 'select', required: true, placeholder: t('fields.select'), options: events.map((e) => ({ value: e.id, label: `${e.date} ${e.time} — ${e.name}` })), wide: true },
    { name: 'rank', label: t('fields.rank'), kind: 'number', required: true, min: 1 },
    { name: 'time', label: t('fields.resultTime'), kind: 'text', required: true, placeholder: '6:42.3' },
    { name: 'athlete', label: t('fields.athlete'), kind: 'text', required: true },
    { name: 'club', label: t('fields.club'), kind: 'text', required: true },
    { name: 'category', label: t('fields.category'), kind: 'text', required: true },
  ];
  const shown = list.items.filter((r) => eventFilter === 'all' || r.eventId === eventFilter);
  const groups = new Map<string, Result[]>();
  for (const r of shown) groups.set(r.eventId, [...(groups.get(r.eventId) ?? []), r]);
  return (
    <AdminShell
      title={t('screens.results')}
      {...list.shell}
      empty={t('common.none')}
      onAdd={editor.openCreate}
      addLabel="Nouveau résultat"
      actions={
        <SelectFilter
          id="results-event-filter"
          label={t('fields.event')}
          value={eventFilter}
          options={[{ value: 'all', label: 'Toutes les épreuves' }, ...events.map((e) => ({ value: e.id, label: e.name }))]}
          onChange={setEventFilter}
        />
      }
    >
      {[...groups.entries()].map(([eventId, rows]) => (
        <section key={eventId} className="mb-6 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
          <h2 className="border-b border-slate-200 px-4 py-2 font-bold text-slate-900">
            {rows[0]!.event.name} <span className="text-sm font-normal text-slate-600">({rows[0]!.event.championship.name})</span>
          </h2>
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[560px] text-left text-sm" data-testid="admin-list">
              <thead className="bg-slate-100 text-slate-800">
                <tr>
                  <th scope="col" className="px-4 py-2">{t('fields.rank')}</th>
                  <th scope="col" className="px-4 py-2">{t('fields.athlete')}</th>
                  <th scope="col" className="px-4 py-2">{t('fields.category')}</th>
                  <th scope="col" className="px-4 py-2">{t('fields.club')}</th>
                  <th scope="col" className="px-4 py-2">{t('fields.resultTime')}</th>
                  <th scope="col" className="px-4 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((r) => (
                  <tr key={r.id} data-testid="admin-item">
                    <td className="px-4 py-2">
                      <RankCell rank={r.rank} />
                    </td>
                    <td className="px-4 py-2 font-medium text-slate-900">{r.athlete}</td>
                    <td className="px-4 py-2 text-slate-700">{r.category}</td>
                    <td className="px-4 py-2 text-slate-700">{r.club}</td>
                    <td className="px-4 py-2 font-mono">{r.time}</td>
                    <td className="px-4 py-2">
                      <RowActions name={r.athlete} onEdit={() => editor.openEdit(r)} onDelete={() => void list.run(() => trpcClient.results.remove.mutate({ id: r.id }), `Supprimer le résultat de ${r.athlete} ?`)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      <EditorModal editor={editor} fields={fields} createTitle="Nouveau résultat" editTitle="Modifier le résultat" />
    </AdminShell>
  );
}
