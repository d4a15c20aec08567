import { eventCreateInput, eventUpdateInput, newEventId, type ProgrammeEvent, raceRoundLabels } from '@app/contract';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/format';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { ActiveBadge } from '../crud/ActiveBadge';
import { AdminShell } from '../crud/AdminShell';
import { EditorModal } from '../crud/EditorModal';
import type { FieldDef } from '../crud/field-types';
import { bool, text } from '../crud/form-values';
import { RowActions } from '../crud/RowActions';
import { fresh, useAdminList } from '../crud/use-admin-list';
import { saveWith, useEditor } from '../crud/use-editor';
import { GroupSection } from '../crud/GroupSection';
import { RaceEntriesModal } from './entries/RaceEntriesModal';
import { useLocalized } from '../../../lib/use-localized';
import { roundFields, roundFormEmpty, roundInput, roundToForm } from './program/event-round-fields';

const empty = { id: '', name: '', nameEn: '', championshipId: '', category: '', date: '2026-01-29', time: '09:00', active: true, ...roundFormEmpty };

export function ProgramScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const { label } = useLocalized();
  const list = useAdminList(useQuery(fresh(trpc.events.adminList.queryOptions())));
  const championships = useQuery(fresh(trpc.championships.adminList.queryOptions()));
  const [entriesOf, setEntriesOf] = useState<ProgrammeEvent | null>(null);
  const editor = useEditor<ProgrammeEvent>({
    empty,
    toForm: (e) => ({ ...e, ...roundToForm(e) }),
    // A new event's id is the championship id plus a timestamp, whatever was typed (spec section 5).
    toInput: (v, editing) => ({
      id: editing ? editing.id : newEventId(text(v, 'championshipId') || 'event'),
      name: text(v, 'name'),
      nameEn: text(v, 'nameEn'),
      championshipId: text(v, 'championshipId'),
      category: text(v, 'category'),
      date: text(v, 'date'),
      time: text(v, 'time'),
      active: bool(v, 'active'),
      ...roundInput(v),
    }),
    createSchema: eventCreateInput,
    updateSchema: eventUpdateInput,
    save: saveWith(trpcClient.events),
    onSaved: () => void list.reload(),
  });
  const fields: FieldDef[] = [
    { name: 'id', label: t('fields.id'), kind: 'text', disabledOnEdit: true, hint: 'Généré à la création : championnat + horodatage' },
    { name: 'championshipId', label: t('fields.championship'), kind: 'select', required: true, placeholder: t('fields.select'), options: (championships.data ?? []).map((c) => ({ value: c.id, label: c.name })) },
    { name: 'name', label: t('fields.nameFr'), kind: 'text', required: true },
    { name: 'nameEn', label: t('fields.nameEn'), kind: 'text', required: true },
    { name: 'category', label: t('fields.category'), kind: 'text', required: true },
    { name: 'date', label: t('fields.date'), kind: 'date', required: true },
    { name: 'time', label: t('fields.time'), kind: 'time', required: true },
    { name: 'active', label: t('fields.active'), kind: 'checkbox' },
    ...roundFields(t, label),
  ];
  const byDate = new Map<string, ProgrammeEvent[]>();
  for (const e of list.items) byDate.set(e.date, [...(byDate.get(e.date) ?? []), e]);
  return (
    <AdminShell title={t('screens.program')} {...list.shell} empty={t('common.none')} onAdd={editor.openCreate} addLabel="Nouvelle épreuve">
      {[...byDate.entries()].map(([date, events]) => (
        <GroupSection
          key={date}
          title={<span className="first-letter:uppercase">{formatLongDate(date)}</span>}
          listClassName="divide-y divide-slate-200 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
        >
            {events.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="admin-item">
                <span className="w-14 font-mono text-sm font-semibold text-sky-800">{e.time}</span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{e.name}</p>
                  <p className="text-xs text-slate-600">
                    {e.category} · {e.championship.name} · {label(raceRoundLabels[e.round])}
                  </p>
                </div>
                <Link to="/admin/draw/$eventId" params={{ eventId: e.id }} className="rounded-md px-3 py-1.5 text-sm font-semibold text-sky-800 ring-1 ring-sky-200 hover:bg-sky-50">
                  {t('draw.open')}
                </Link>
                <ActiveBadge active={e.active} />
                <button
                  type="button"
                  onClick={() => setEntriesOf(e)}
                  aria-label={t('entries.openLabel', { race: e.name })}
                  className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-sky-900 ring-1 ring-sky-300 hover:bg-sky-50"
                >
                  <Users aria-hidden="true" className="h-4 w-4" />
                  {t('entries.open')}
                </button>
                <RowActions
                  name={e.name}
                  onEdit={() => editor.openEdit(e)}
                  onDelete={() => void list.run(() => trpcClient.events.remove.mutate({ id: e.id }), `Supprimer l'épreuve « ${e.name} » ?`)}
                />
              </li>
            ))}
        </GroupSection>
      ))}
      <EditorModal editor={editor} fields={fields} createTitle="Nouvelle épreuve" editTitle="Modifier l'épreuve" />
      <RaceEntriesModal event={entriesOf} onClose={() => setEntriesOf(null)} />
    </AdminShell>
  );
}
