import { type PricingPeriod, periodStatus, pricingCreateInput, pricingUpdateInput, site } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice } from '../../../lib/format';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { Badge } from '../../../ui/Badge';
import { PeriodStatusBadge } from '../../registration/PeriodStatusBadge';
import { ActiveBadge } from '../crud/ActiveBadge';
import { AdminShell } from '../crud/AdminShell';
import { EditorModal } from '../crud/EditorModal';
import type { FieldDef } from '../crud/field-types';
import { bool, num, optional, text } from '../crud/form-values';
import { RowActions } from '../crud/RowActions';
import { fresh, useAdminList } from '../crud/use-admin-list';
import { saveWith, useEditor } from '../crud/use-editor';
import { GroupSection, ItemCard } from '../crud/GroupSection';

// Event types belong to the product championship only (spec section 4): elsewhere a period is a general price.
const takesEventType = (championshipId: unknown) => championshipId === site.productChampionshipId;

const empty = {
  championshipId: '',
  name: '',
  nameEn: '',
  price: '',
  eventType: '',
  description: '',
  descriptionEn: '',
  startDate: '',
  endDate: '',
  active: true,
};

export function PricingScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminList(useQuery(fresh(trpc.pricing.adminList.queryOptions())));
  const championshipsQuery = useQuery(fresh(trpc.championships.adminList.queryOptions()));
  const championships = championshipsQuery.data ?? [];
  const eventTypes = useQuery(fresh(trpc.eventTypes.adminList.queryOptions())).data ?? [];
  const editor = useEditor<PricingPeriod>({
    empty,
    toForm: (p) => ({
      ...p,
      nameEn: p.nameEn ?? '',
      price: String(p.price),
      eventType: p.eventType ?? '',
      description: p.description ?? '',
      descriptionEn: p.descriptionEn ?? '',
    }),
    toInput: (v, editing) => ({
      ...(editing ? { id: editing.id } : {}),
      championshipId: text(v, 'championshipId'),
      name: text(v, 'name'),
      nameEn: optional(v, 'nameEn'),
      price: num(v, 'price'),
      eventType: takesEventType(v.championshipId) ? optional(v, 'eventType') : null,
      description: optional(v, 'description'),
      descriptionEn: optional(v, 'descriptionEn'),
      startDate: text(v, 'startDate'),
      endDate: text(v, 'endDate'),
      active: bool(v, 'active'),
    }),
    createSchema: pricingCreateInput,
    updateSchema: pricingUpdateInput,
    save: saveWith(trpcClient.pricing),
    onSaved: () => void list.reload(),
  });
  const fields: FieldDef[] = [
    {
      name: 'championshipId',
      label: t('fields.championship'),
      kind: 'select',
      required: true,
      placeholder: t('fields.select'),
      options: championships.map((c) => ({ value: c.id, label: c.name })),
    },
    { name: 'name', label: t('fields.name'), kind: 'text', required: true, placeholder: 'Early Bird' },
    { name: 'nameEn', label: t('fields.nameEn'), kind: 'text', hint: t('fields.englishHint') },
    { name: 'price', label: t('fields.price'), kind: 'number', required: true, step: '0.01', min: 0 },
    ...(takesEventType(editor.values.championshipId)
      ? [
          {
            name: 'eventType',
            label: t('fields.eventType'),
            kind: 'select',
            placeholder: t('fields.generalPrice'),
            options: eventTypes.map((e) => ({ value: e.id, label: e.name })),
          } satisfies FieldDef,
        ]
      : []),
    { name: 'startDate', label: t('fields.startDate'), kind: 'date', required: true },
    { name: 'endDate', label: t('fields.endDate'), kind: 'date', required: true },
    { name: 'description', label: t('fields.description'), kind: 'textarea' },
    { name: 'descriptionEn', label: t('fields.descriptionEn'), kind: 'textarea', hint: t('fields.englishHint') },
    { name: 'active', label: t('fields.active'), kind: 'checkbox' },
  ];
  // Grouped by championship in the championships' order; a period whose championship is not in
  // that list still shows, under its id.
  const known = new Set(championships.map((c) => c.id));
  const groups = [
    ...championships.map((c) => ({ id: c.id, name: c.name })),
    ...[...new Set(list.items.map((p) => p.championshipId))]
      .filter((id) => !known.has(id))
      .map((id) => ({ id, name: id })),
  ];
  return (
    <AdminShell
      title={t('screens.pricing')}
      {...list.shell}
      loading={list.shell.loading || championshipsQuery.isLoading}
      empty={t('common.none')}
      onAdd={editor.openCreate}
      addLabel="Nouvelle période tarifaire"
    >
      {groups.map((c) => {
        const periods = list.items.filter((p) => p.championshipId === c.id);
        if (periods.length === 0) return null;
        return (
          <GroupSection key={c.id} title={c.name} listClassName="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
            {periods.map((p) => (
              <ItemCard key={p.id}>
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <h3 className="font-semibold text-slate-900">{p.name}</h3>
                    {p.eventType && <Badge tone="purple">{p.eventType}</Badge>}
                  </div>
                  <RowActions
                    name={p.name}
                    onEdit={() => editor.openEdit(p)}
                    onDelete={() =>
                      void list.run(
                        () => trpcClient.pricing.remove.mutate({ id: p.id }),
                        `Supprimer la période « ${p.name} » ?`,
                      )
                    }
                  />
                </div>
                {p.description && <p className="mt-1 text-sm text-slate-700">{p.description}</p>}
                <p className="mt-2 text-2xl font-black text-slate-900">{formatPrice(p.price)}</p>
                <p className="text-xs text-slate-700">
                  {formatDate(p.startDate)} → {formatDate(p.endDate)}
                </p>
                <div className="mt-2 flex gap-2">
                  <PeriodStatusBadge status={periodStatus(p)} />
                  <ActiveBadge active={p.active} />
                </div>
              </ItemCard>
            ))}
          </GroupSection>
        );
      })}
      <EditorModal
        editor={editor}
        fields={fields}
        createTitle="Nouvelle période tarifaire"
        editTitle="Modifier la période tarifaire"
      />
    </AdminShell>
  );
}
