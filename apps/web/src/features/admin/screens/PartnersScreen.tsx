import {
  type Partner,
  partnerCreateInput,
  partnerLevelLabels,
  partnerLevels,
  partnerUpdateInput,
  uploadLimits,
} from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { PartnerLogo } from '../../partners/PartnerLogo';
import { AdminShell } from '../crud/AdminShell';
import { EditorModal } from '../crud/EditorModal';
import type { FieldDef } from '../crud/field-types';
import { int, optional, text } from '../crud/form-values';
import { RowActions } from '../crud/RowActions';
import { fresh, useAdminList } from '../crud/use-admin-list';
import { saveWith, useEditor } from '../crud/use-editor';
import { GroupSection, ItemCard } from '../crud/GroupSection';

const empty = { name: '', logo: '', website: '', description: '', descriptionEn: '', level: 'OFFICIAL', order: '0' };

export function PartnersScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminList(useQuery(fresh(trpc.partners.adminList.queryOptions())));
  const editor = useEditor<Partner>({
    empty,
    toForm: (p) => ({
      ...p,
      website: p.website ?? '',
      description: p.description ?? '',
      descriptionEn: p.descriptionEn ?? '',
      order: String(p.order),
      logoName: p.logo.split('/').pop(),
    }),
    toInput: (v, editing) => ({
      ...(editing ? { id: editing.id } : {}),
      name: text(v, 'name'),
      logo: text(v, 'logo'),
      website: optional(v, 'website'),
      description: optional(v, 'description'),
      descriptionEn: optional(v, 'descriptionEn'),
      level: text(v, 'level'),
      order: int(v, 'order'),
    }),
    createSchema: partnerCreateInput,
    updateSchema: partnerUpdateInput,
    save: saveWith(trpcClient.partners),
    onSaved: () => void list.reload(),
  });
  const fields: FieldDef[] = [
    { name: 'name', label: t('fields.name'), kind: 'text', required: true },
    {
      name: 'level',
      label: t('fields.level'),
      kind: 'select',
      required: true,
      options: partnerLevels.map((l) => ({ value: l, label: partnerLevelLabels[l].fr })),
    },
    {
      name: 'logo',
      label: t('fields.logo'),
      kind: 'upload',
      required: true,
      upload: {
        kind: 'image',
        accept: 'image/jpeg,image/png,image/webp,image/svg+xml',
        maxMb: uploadLimits.logoMaxBytes / 1024 / 1024,
      },
    },
    { name: 'website', label: t('fields.website'), kind: 'url', placeholder: 'https://' },
    { name: 'order', label: t('fields.order'), kind: 'number', min: 0 },
    { name: 'description', label: t('fields.description'), kind: 'textarea' },
    { name: 'descriptionEn', label: t('fields.descriptionEn'), kind: 'textarea', hint: t('fields.englishHint') },
  ];
  return (
    <AdminShell
      title={t('screens.partners')}
      {...list.shell}
      empty={t('common.noPartner')}
      onAdd={editor.openCreate}
      addLabel="Nouveau partenaire"
    >
      {partnerLevels.map((level) => {
        const items = list.items.filter((p) => p.level === level);
        // With no partner at all, no four headings over nothing: the shell says so once.
        if (list.items.length === 0) return null;
        return (
          <GroupSection
            key={level}
            title={partnerLevelLabels[level].fr}
            count={items.length}
            listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          >
            {items.map((p) => (
              <ItemCard key={p.id}>
                <PartnerLogo src={p.logo} name={p.name} className="h-16 w-full" />
                <div className="mt-2 flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold text-slate-900">{p.name}</h3>
                    {p.website && (
                      <a
                        href={p.website}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="break-all text-xs text-sky-800 hover:underline"
                      >
                        {p.website}
                      </a>
                    )}
                  </div>
                  <RowActions
                    name={p.name}
                    onEdit={() => editor.openEdit(p)}
                    onDelete={() =>
                      void list.run(
                        () => trpcClient.partners.remove.mutate({ id: p.id }),
                        `Supprimer le partenaire « ${p.name} » ?`,
                      )
                    }
                  />
                </div>
              </ItemCard>
            ))}
          </GroupSection>
        );
      })}
      <EditorModal
        editor={editor}
        fields={fields}
        createTitle="Nouveau partenaire"
        editTitle="Modifier le partenaire"
      />
    </AdminShell>
  );
}
