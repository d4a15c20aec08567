import {
  parseContentText,
  type PracticalInfo,
  practicalInfoCreateInput,
  practicalInfoUpdateInput,
  practicalSectionLabels,
  practicalSections,
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
import { GroupSection, ItemCard } from '../crud/GroupSection';

const empty = { section: '', title: '', titleEn: '', content: '{\n  \n}', contentEn: '', active: true, order: '0' };

export function PracticalScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminList(useQuery(fresh(trpc.practicalInfo.adminList.queryOptions())));
  const editor = useEditor<PracticalInfo>({
    empty,
    toForm: (p) => ({
      ...p,
      titleEn: p.titleEn ?? '',
      content: JSON.stringify(p.content, null, 2),
      contentEn: p.contentEn === null ? '' : JSON.stringify(p.contentEn, null, 2),
      order: String(p.order),
    }),
    toInput: (v, editing) => {
      const parsed = parseContentText(text(v, 'content'));
      // No English content is no English (the page shows the French); written, it must parse like the French.
      const parsedEn = text(v, 'contentEn')
        ? parseContentText(text(v, 'contentEn'))
        : ({ ok: true, value: null } as const);
      for (const result of [parsed, parsedEn]) {
        if (!result.ok) {
          window.alert(result.message);
          throw new Error(result.message);
        }
      }
      return {
        ...(editing ? { id: editing.id } : {}),
        section: text(v, 'section'),
        title: text(v, 'title'),
        titleEn: optional(v, 'titleEn'),
        content: parsed.ok ? parsed.value : null,
        contentEn: parsedEn.ok ? parsedEn.value : null,
        active: bool(v, 'active'),
        order: int(v, 'order'),
      };
    },
    createSchema: practicalInfoCreateInput,
    updateSchema: practicalInfoUpdateInput,
    save: saveWith(trpcClient.practicalInfo),
    onSaved: () => void list.reload(),
  });
  const fields: FieldDef[] = [
    {
      name: 'section',
      label: t('fields.section'),
      kind: 'select',
      required: true,
      placeholder: t('fields.select'),
      options: practicalSections.map((s) => ({ value: s, label: practicalSectionLabels[s].fr })),
    },
    { name: 'order', label: t('fields.order'), kind: 'number', min: 0 },
    { name: 'title', label: t('fields.titleFr'), kind: 'text', required: true },
    { name: 'titleEn', label: t('fields.titleEn'), kind: 'text' },
    { name: 'content', label: t('fields.content'), kind: 'json', required: true },
    { name: 'contentEn', label: t('fields.contentEn'), kind: 'json', hint: t('fields.englishHint') },
    { name: 'active', label: t('fields.active'), kind: 'checkbox' },
  ];
  return (
    <AdminShell
      title={t('screens.practical')}
      {...list.shell}
      empty={t('common.none')}
      onAdd={editor.openCreate}
      addLabel="Nouvelle information pratique"
    >
      {practicalSections.map((s) => {
        const items = list.items.filter((i) => i.section === s);
        if (items.length === 0) return null;
        return (
          <GroupSection key={s} title={practicalSectionLabels[s].fr} listClassName="grid gap-4 md:grid-cols-2">
            {items.map((i) => (
              <ItemCard key={i.id} className="min-w-0 p-4">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{i.title}</h3>
                  <RowActions
                    name={i.title}
                    onEdit={() => editor.openEdit(i)}
                    onDelete={() =>
                      void list.run(
                        () => trpcClient.practicalInfo.remove.mutate({ id: i.id }),
                        `Supprimer « ${i.title} » ?`,
                      )
                    }
                  />
                </div>
                <pre className="mt-2 max-h-48 overflow-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100">
                  {JSON.stringify(i.content, null, 2)}
                </pre>
                <div className="mt-2">
                  <ActiveBadge active={i.active} />
                </div>
              </ItemCard>
            ))}
          </GroupSection>
        );
      })}
      <EditorModal
        editor={editor}
        fields={fields}
        createTitle="Nouvelle information pratique"
        editTitle="Modifier l'information pratique"
      />
    </AdminShell>
  );
}
