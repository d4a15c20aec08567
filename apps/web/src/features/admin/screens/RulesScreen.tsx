import {
  RULE_DELETE_CONFIRM,
  RULE_FILE_ACCEPT,
  type Rule,
  ruleCreateInput,
  ruleSectionLabels,
  ruleSections,
  ruleUpdateInput,
} from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { RichHtml } from '../../../ui/RichHtml';
import { ActiveBadge } from '../crud/ActiveBadge';
import { AdminShell } from '../crud/AdminShell';
import { EditorModal } from '../crud/EditorModal';
import type { FieldDef } from '../crud/field-types';
import { bool, int, optional, text } from '../crud/form-values';
import { RowActions } from '../crud/RowActions';
import { fresh, useAdminList } from '../crud/use-admin-list';
import { saveWith, useEditor } from '../crud/use-editor';
import { GroupSection, ItemCard } from '../crud/GroupSection';

const empty = {
  section: '',
  title: '',
  titleEn: '',
  subtitle: '',
  subtitleEn: '',
  content: '',
  contentEn: '',
  file: '',
  fileName: '',
  fileSize: null,
  active: true,
  order: '0',
};

export function RulesScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminList(useQuery(fresh(trpc.rules.adminList.queryOptions())));
  const editor = useEditor<Rule>({
    empty,
    toForm: (r) => ({
      ...r,
      titleEn: r.titleEn ?? '',
      subtitle: r.subtitle ?? '',
      subtitleEn: r.subtitleEn ?? '',
      contentEn: r.contentEn ?? '',
      file: r.fileUrl ?? '',
      fileName: r.fileName ?? '',
      fileSize: r.fileSize,
      order: String(r.order),
    }),
    toInput: (v, editing) => ({
      ...(editing ? { id: editing.id } : {}),
      section: text(v, 'section'),
      title: text(v, 'title'),
      titleEn: optional(v, 'titleEn'),
      subtitle: optional(v, 'subtitle'),
      subtitleEn: optional(v, 'subtitleEn'),
      content: String(v.content ?? ''),
      contentEn: optional(v, 'contentEn'),
      fileUrl: optional(v, 'file'),
      fileName: optional(v, 'fileName'),
      fileSize: typeof v.fileSize === 'number' ? v.fileSize : null,
      active: bool(v, 'active'),
      order: int(v, 'order'),
    }),
    createSchema: ruleCreateInput,
    updateSchema: ruleUpdateInput,
    save: saveWith(trpcClient.rules),
    onSaved: () => void list.reload(),
  });
  const fields: FieldDef[] = [
    {
      name: 'section',
      label: t('fields.section'),
      kind: 'select',
      required: true,
      placeholder: t('fields.selectSection'),
      options: ruleSections.map((s) => ({ value: s, label: ruleSectionLabels[s].fr })),
      wide: true,
    },
    { name: 'title', label: t('fields.title'), kind: 'text', required: true },
    { name: 'titleEn', label: t('fields.titleEn'), kind: 'text', hint: t('fields.englishHint') },
    { name: 'subtitle', label: t('fields.subtitle'), kind: 'text' },
    { name: 'subtitleEn', label: t('fields.subtitleEn'), kind: 'text', hint: t('fields.englishHint') },
    { name: 'content', label: t('fields.ruleContent'), kind: 'richtext', required: true },
    { name: 'contentEn', label: t('fields.ruleContentEn'), kind: 'richtext' },
    {
      name: 'file',
      label: t('fields.rulePdf'),
      kind: 'upload',
      upload: { kind: 'document', accept: RULE_FILE_ACCEPT, maxMb: 10 },
    },
    { name: 'active', label: t('fields.ruleActive'), kind: 'checkbox' },
    { name: 'order', label: t('fields.order'), kind: 'number', min: 0 },
  ];
  return (
    <AdminShell
      title={t('screens.rules')}
      {...list.shell}
      empty={
        <>
          <p className="font-semibold text-slate-900">Aucune règle</p>
          <p className="text-sm">Ajoutez la première règle avec le bouton +</p>
        </>
      }
      onAdd={editor.openCreate}
      addLabel="Nouvelle règle"
    >
      {ruleSections.map((s) => {
        const items = list.items.filter((r) => r.section === s);
        if (items.length === 0) return null;
        return (
          <GroupSection key={s} title={ruleSectionLabels[s].fr} listClassName="space-y-3">
            {items.map((r) => (
              <ItemCard key={r.id} className="p-5">
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <h3 className="font-semibold text-slate-900">{r.title}</h3>
                    {r.subtitle && <p className="text-sm text-slate-700">{r.subtitle}</p>}
                  </div>
                  <div className="flex items-center gap-2">
                    <ActiveBadge active={r.active} />
                    <RowActions
                      name={r.title}
                      onEdit={() => editor.openEdit(r)}
                      onDelete={() =>
                        void list.run(() => trpcClient.rules.remove.mutate({ id: r.id }), RULE_DELETE_CONFIRM)
                      }
                    />
                  </div>
                </div>
                <RichHtml html={r.content} className="mt-2 text-sm" />
                {r.fileUrl && (
                  <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                    <FileDown aria-hidden="true" className="h-4 w-4" />
                    {r.fileName} {r.fileSize ? `(${formatBytes(r.fileSize)})` : ''}
                    <a
                      href={r.fileUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-semibold text-sky-800 hover:underline"
                    >
                      Télécharger
                    </a>
                  </p>
                )}
              </ItemCard>
            ))}
          </GroupSection>
        );
      })}
      <EditorModal editor={editor} fields={fields} createTitle="Nouvelle règle" editTitle="Modifier la règle" />
    </AdminShell>
  );
}
