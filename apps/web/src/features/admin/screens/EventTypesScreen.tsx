import {
  DEFAULT_EVENT_TYPE_ICON,
  type EventType,
  eventTypeColorLabels,
  eventTypeColors,
  eventTypeCreateInput,
  eventTypeUpdateInput,
} from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { ActiveBadge } from '../crud/ActiveBadge';
import { AdminShell } from '../crud/AdminShell';
import { EditorModal } from '../crud/EditorModal';
import type { FieldDef } from '../crud/field-types';
import { bool, int, optional, text } from '../crud/form-values';
import { RowActions } from '../crud/RowActions';
import { fresh, useAdminList } from '../crud/use-admin-list';
import { saveWith, useEditor } from '../crud/use-editor';
import { gradientClass } from './gradients';
import { ItemCard } from '../crud/GroupSection';

const empty = {
  id: '',
  name: '',
  nameEn: '',
  description: '',
  descriptionEn: '',
  icon: '',
  color: 'gray',
  active: true,
  order: '0',
};

export function EventTypesScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminList(useQuery(fresh(trpc.eventTypes.adminList.queryOptions())));
  const editor = useEditor<EventType>({
    empty,
    toForm: (e) => ({ ...e, icon: e.icon ?? '', order: String(e.order) }),
    toInput: (v) => ({
      id: text(v, 'id'),
      name: text(v, 'name'),
      nameEn: text(v, 'nameEn'),
      description: text(v, 'description'),
      descriptionEn: text(v, 'descriptionEn'),
      icon: optional(v, 'icon'),
      color: text(v, 'color'),
      active: bool(v, 'active'),
      order: int(v, 'order'),
    }),
    createSchema: eventTypeCreateInput,
    updateSchema: eventTypeUpdateInput,
    save: saveWith(trpcClient.eventTypes),
    onSaved: () => void list.reload(),
  });
  const fields: FieldDef[] = [
    { name: 'id', label: 'ID', kind: 'text', required: true, disabledOnEdit: true, placeholder: '500m' },
    { name: 'icon', label: 'Icône (emoji)', kind: 'text', placeholder: DEFAULT_EVENT_TYPE_ICON },
    { name: 'name', label: 'Nom (FR)', kind: 'text', required: true },
    { name: 'nameEn', label: 'Nom (EN)', kind: 'text', required: true },
    { name: 'description', label: 'Description (FR)', kind: 'textarea', required: true },
    { name: 'descriptionEn', label: 'Description (EN)', kind: 'textarea', required: true },
    {
      name: 'color',
      label: 'Couleur',
      kind: 'select',
      required: true,
      placeholder: t('fields.select'),
      options: eventTypeColors.map((c) => ({ value: c, label: eventTypeColorLabels[c].fr })),
    },
    { name: 'order', label: t('fields.order'), kind: 'number', min: 0 },
    { name: 'active', label: t('fields.typeActive'), kind: 'checkbox' },
  ];
  return (
    <AdminShell
      title={t('screens.eventTypes')}
      {...list.shell}
      empty="Aucun type d'épreuve"
      onAdd={editor.openCreate}
      addLabel="Nouveau type d'épreuve"
    >
      {list.items.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="admin-list">
          {list.items.map((e) => (
            <ItemCard key={e.id} className="p-5">
              <div className="flex items-start justify-between gap-2">
                <span
                  aria-hidden="true"
                  className={`flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br text-2xl ${gradientClass(e.color)}`}
                >
                  {e.icon || DEFAULT_EVENT_TYPE_ICON}
                </span>
                <RowActions
                  name={e.name}
                  onEdit={() => editor.openEdit(e)}
                  onDelete={() =>
                    void list.run(
                      () => trpcClient.eventTypes.remove.mutate({ id: e.id }),
                      "Êtes-vous sûr de vouloir supprimer ce type d'épreuve ?",
                    )
                  }
                />
              </div>
              <h2 className="mt-3 font-bold text-slate-900">{e.name}</h2>
              <p className="text-sm text-slate-700">{e.description}</p>
              <p className="mt-1 text-xs text-slate-600">Version EN : {e.nameEn}</p>
              <div className="mt-3 flex items-center gap-2 text-xs text-slate-700">
                <ActiveBadge active={e.active} />
                <span>Ordre : {e.order}</span>
              </div>
            </ItemCard>
          ))}
        </ul>
      )}
      <EditorModal
        editor={editor}
        fields={fields}
        createTitle="Nouveau type d'épreuve"
        editTitle="Modifier le type d'épreuve"
      />
    </AdminShell>
  );
}
