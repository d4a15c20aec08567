import { type Participant, participantCreateInput, participantCsvHeader, participantCsvRow, participantUpdateInput } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
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
import { FilterBar, NoMatch, SearchFilter, SelectFilter } from '../crud/Filters';
import { fresh } from '../crud/use-admin-list';
import { PARTICIPANT_FILTERS } from '../crud/first-page';
import { useAdminPage } from '../crud/use-admin-page';
import { saveWith, useEditor } from '../crud/use-editor';
import { ParticipantEntries } from './entries/ParticipantEntries';
import { ImportParticipantsModal } from './participants/ImportParticipantsModal';
import type { ParticipantRowActions } from './participants/ParticipantRow';
import { ParticipantsTable } from './participants/ParticipantsTable';

const empty = { firstName: '', lastName: '', email: '', phone: '', club: '', category: '', championshipId: '', bib: '', personalBest: '', confirmed: false, paid: false };
const statusFilters = { all: 'Tous les statuts', confirmed: 'Confirmés', pending: 'En attente', paid: 'Payés', unpaid: 'Non payés' } as const;

export function ParticipantsScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminPage(PARTICIPANT_FILTERS as { championshipId: string; status: keyof typeof statusFilters }, (input) => trpc.participants.adminPage.queryOptions(input));
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
  // Translated once, not on each keystroke in the search box.
  const fields = useMemo<FieldDef[]>(
    () => [
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
    ],
    [t, championships],
  );
  // The rows' actions reach the current list and editor through a ref: their identity never changes, so
  // the memoised rows are not drawn again on each keystroke in the search box.
  const latest = useRef({ list, editor });
  latest.current = { list, editor };
  const rowActions = useMemo<ParticipantRowActions>(
    () => ({
      onToggle: (p, field) => void latest.current.list.run(() => trpcClient.participants.update.mutate({ id: p.id, [field]: !p[field] })),
      onEdit: (p) => latest.current.editor.openEdit(p),
      onDelete: (p) => void latest.current.list.run(() => trpcClient.participants.remove.mutate({ id: p.id }), `Supprimer le participant ${p.firstName} ${p.lastName} ?`),
    }),
    [],
  );

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
        <SearchFilter id="p-search" label={t('common.search')} placeholder="Rechercher (nom, prénom, club, e-mail)" {...list.searchBox} />
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
      {list.items.length > 0 && <ParticipantsTable items={list.items} updating={list.updating} {...rowActions} />}
      <AdminPager {...list.pager} />
      <EditorModal editor={editor} fields={fields} createTitle="Nouveau participant" editTitle="Modifier le participant">
        {editor.editing && <ParticipantEntries participantId={editor.editing.id} />}
      </EditorModal>
      <ImportParticipantsModal open={importOpen} onClose={() => setImportOpen(false)} championships={championships} onImported={() => void list.reload()} />
    </AdminShell>
  );
}
