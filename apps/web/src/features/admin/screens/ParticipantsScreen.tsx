import { type Participant, participantCreateInput, participantCsvHeader, participantCsvRow, participantUpdateInput } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { adminErrorMessage } from '../crud/admin-error';
import { AdminPager } from '../crud/AdminPager';
import { AdminShell } from '../crud/AdminShell';
import { ExportCsvButton } from '../crud/ExportCsvButton';
import { EditorModal } from '../crud/EditorModal';
import type { FieldDef } from '../crud/field-types';
import { bool, optional, text } from '../crud/form-values';
import { RowActions } from '../crud/RowActions';
import { FilterBar, NoMatch, SearchFilter, SelectFilter } from '../crud/Filters';
import { fresh } from '../crud/use-admin-list';
import { useAdminPage } from '../crud/use-admin-page';
import { saveWith, useEditor } from '../crud/use-editor';
import { ImportParticipantsModal } from './participants/ImportParticipantsModal';

const empty = { firstName: '', lastName: '', email: '', phone: '', club: '', category: '', championshipId: '', bib: '', personalBest: '', confirmed: false, paid: false };
const statusFilters = { all: 'Tous les statuts', confirmed: 'Confirmés', pending: 'En attente', paid: 'Payés', unpaid: 'Non payés' } as const;

export function ParticipantsScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminPage({ championshipId: 'all', status: 'all' as keyof typeof statusFilters }, (input) => trpc.participants.adminPage.queryOptions(input));
  const championships = useQuery(fresh(trpc.championships.adminList.queryOptions())).data ?? [];
  const [importOpen, setImportOpen] = useState(false);
  const editor = useEditor<Participant>({
    empty,
    toForm: (p) => ({ ...p, phone: p.phone ?? '', bib: p.bib ?? '', personalBest: p.personalBest ?? '' }),
    toInput: (v, editing) => ({
      ...(editing ? { id: editing.id } : {}),
      firstName: text(v, 'firstName'),
      lastName: text(v, 'lastName'),
      email: text(v, 'email'),
      phone: optional(v, 'phone'),
      club: text(v, 'club'),
      category: text(v, 'category'),
      championshipId: text(v, 'championshipId'),
      bib: optional(v, 'bib'),
      personalBest: optional(v, 'personalBest'),
      confirmed: bool(v, 'confirmed'),
      paid: bool(v, 'paid'),
    }),
    createSchema: participantCreateInput,
    updateSchema: participantUpdateInput,
    save: saveWith(trpcClient.participants),
    onSaved: () => void list.reload(),
  });
  const fields: FieldDef[] = [
    { name: 'firstName', label: t('fields.firstName'), kind: 'text', required: true },
    { name: 'lastName', label: t('fields.lastName'), kind: 'text', required: true },
    { name: 'email', label: t('fields.email'), kind: 'email', required: true },
    { name: 'phone', label: t('fields.phone'), kind: 'text' },
    { name: 'club', label: t('fields.club'), kind: 'text', required: true },
    { name: 'category', label: t('fields.category'), kind: 'text', required: true },
    { name: 'championshipId', label: t('fields.championship'), kind: 'select', required: true, placeholder: t('fields.select'), options: championships.map((c) => ({ value: c.id, label: c.name })) },
    { name: 'bib', label: t('fields.bib'), kind: 'text' },
    { name: 'personalBest', label: t('fields.personalBest'), kind: 'text' },
    { name: 'confirmed', label: t('fields.confirmed'), kind: 'checkbox' },
    { name: 'paid', label: t('fields.paid'), kind: 'checkbox' },
  ];
  const toggle = (p: Participant, field: 'confirmed' | 'paid') => void list.run(() => trpcClient.participants.update.mutate({ id: p.id, [field]: !p[field] }));

  return (
    <AdminShell
      title={t('screens.participants')}
      {...list.shell}
      onAdd={editor.openCreate}
      addLabel="Nouveau participant"
      actions={
        <>
          <button
            type="button"
            onClick={() => setImportOpen(true)}
            className="inline-flex items-center gap-2 rounded-md bg-white px-3 py-2 text-sm font-semibold text-sky-900 ring-1 ring-sky-800 hover:bg-sky-50"
          >
            <FileUp aria-hidden="true" className="h-4 w-4" />
            {t('participantsImport.open')}
          </button>
          <ExportCsvButton
            filename="participants.csv"
            header={participantCsvHeader}
            rows={async () => (await trpcClient.participants.adminList.query(list.exportInput)).map(participantCsvRow)}
            onError={(e) => list.setError(adminErrorMessage(e))}
          />
        </>
      }
    >
      <FilterBar>
        <SearchFilter id="p-search" label={t('common.search')} placeholder="Rechercher (nom, prénom, club, e-mail)" value={list.search} onChange={list.setSearch} />
        <SelectFilter
          id="p-championship"
          label={t('fields.championship')}
          value={list.filters.championshipId}
          options={[{ value: 'all', label: 'Tous les championnats' }, ...championships.map((c) => ({ value: c.id, label: c.name }))]}
          onChange={(v) => list.setFilter('championshipId', v)}
        />
        <SelectFilter id="p-status" label="Statut" value={list.filters.status} options={Object.entries(statusFilters).map(([k, label]) => ({ value: k as keyof typeof statusFilters, label }))} onChange={(v) => list.setFilter('status', v)} />
      </FilterBar>
      {list.noMatch && <NoMatch>{t('common.noMatch')}</NoMatch>}
      {list.items.length > 0 && (
      <div className={`overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 ${list.updating ? 'opacity-70' : ''}`}>
        <table className="w-full min-w-[900px] text-left text-sm" data-testid="admin-list">
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              <th scope="col" className="px-3 py-2">Nom / championnat</th>
              <th scope="col" className="px-3 py-2">Contact</th>
              <th scope="col" className="px-3 py-2">Club</th>
              <th scope="col" className="px-3 py-2">Catégorie</th>
              <th scope="col" className="px-3 py-2">Dossard</th>
              <th scope="col" className="px-3 py-2">Statut</th>
              <th scope="col" className="px-3 py-2">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {list.items.map((p) => (
              <tr key={p.id} data-testid="admin-item">
                <td className="px-3 py-2">
                  <p className="font-medium text-slate-900">
                    {p.lastName} {p.firstName}
                  </p>
                  <p className="text-xs text-slate-600">{p.championship.name}</p>
                </td>
                <td className="px-3 py-2 text-xs">
                  <p>{p.email}</p>
                  <p className="text-slate-600">{p.phone}</p>
                </td>
                <td className="px-3 py-2">{p.club}</td>
                <td className="px-3 py-2">{p.category}</td>
                <td className="px-3 py-2 font-mono">{p.bib}</td>
                <td className="px-3 py-2">
                  <div className="flex gap-1">
                    <button type="button" aria-pressed={p.confirmed} onClick={() => toggle(p, 'confirmed')} className={`rounded-full px-2 py-0.5 text-xs font-semibold ${p.confirmed ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}>
                      {p.confirmed ? 'Confirmé' : 'En attente'}
                    </button>
                    <button type="button" aria-pressed={p.paid} onClick={() => toggle(p, 'paid')} className={`rounded-full px-2 py-0.5 text-xs font-semibold ${p.paid ? 'bg-emerald-100 text-emerald-900' : 'bg-rose-100 text-rose-900'}`}>
                      {p.paid ? 'Payé' : 'Non payé'}
                    </button>
                  </div>
                </td>
                <td className="px-3 py-2">
                  <RowActions
                    name={`${p.firstName} ${p.lastName}`}
                    onEdit={() => editor.openEdit(p)}
                    onDelete={() => void list.run(() => trpcClient.participants.remove.mutate({ id: p.id }), `Supprimer le participant ${p.firstName} ${p.lastName} ?`)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      )}
      <AdminPager {...list.pager} />
      <EditorModal editor={editor} fields={fields} createTitle="Nouveau participant" editTitle="Modifier le participant" />
      <ImportParticipantsModal open={importOpen} onClose={() => setImportOpen(false)} championships={championships} onImported={() => void list.reload()} />
    </AdminShell>
  );
}
