import {
  DOCUMENT_DELETE_CONFIRM,
  documentCategories,
  documentCategoryLabels,
  documentColorLabels,
  documentColors,
  documentIcons,
  fileTypeFromName,
  type OfficialDocument,
  officialDocumentCreateInput,
  officialDocumentUpdateInput,
} from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { documentGradients, documentIcons as iconComponents } from '../../documents/document-style';
import { AdminShell } from '../crud/AdminShell';
import { EditorModal } from '../crud/EditorModal';
import type { FieldDef } from '../crud/field-types';
import { int, text } from '../crud/form-values';
import { RowActions } from '../crud/RowActions';
import { fresh, useAdminList } from '../crud/use-admin-list';
import { saveWith, useEditor } from '../crud/use-editor';
import { ItemCard } from '../crud/GroupSection';

const empty = {
  title: '',
  titleEn: '',
  description: '',
  descriptionEn: '',
  file: '',
  fileName: '',
  fileSize: null,
  category: '',
  icon: 'FileText',
  color: 'gray',
  order: '0',
};

export function DocumentsScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminList(useQuery(fresh(trpc.documents.adminList.queryOptions())));
  const editor = useEditor<OfficialDocument>({
    empty,
    toForm: (d) => ({ ...d, file: d.fileUrl, order: String(d.order) }),
    toInput: (v, editing) => ({
      ...(editing ? { id: editing.id } : {}),
      title: text(v, 'title'),
      titleEn: text(v, 'titleEn'),
      description: text(v, 'description'),
      descriptionEn: text(v, 'descriptionEn'),
      fileUrl: text(v, 'file') || undefined,
      fileName: text(v, 'fileName') || undefined,
      fileSize: typeof v.fileSize === 'number' ? v.fileSize : undefined,
      category: text(v, 'category'),
      icon: text(v, 'icon'),
      color: text(v, 'color'),
      order: int(v, 'order'),
    }),
    createSchema: officialDocumentCreateInput,
    updateSchema: officialDocumentUpdateInput,
    save: saveWith(trpcClient.documents),
    onSaved: () => void list.reload(),
  });
  const fileName = String(editor.values.fileName ?? '');
  const fields: FieldDef[] = [
    { name: 'title', label: t('fields.titleFr'), kind: 'text', required: true },
    { name: 'titleEn', label: t('fields.titleEn'), kind: 'text', required: true },
    { name: 'description', label: t('fields.descriptionFr'), kind: 'textarea', required: true },
    { name: 'descriptionEn', label: t('fields.descriptionEn'), kind: 'textarea', required: true },
    {
      name: 'file',
      label: t('fields.file'),
      kind: 'upload',
      required: true,
      upload: { kind: 'document', accept: '.pdf,.doc,.docx,.xls,.xlsx', maxMb: 10 },
    },
    {
      name: 'fileType',
      label: t('fields.fileType'),
      kind: 'text',
      readOnly: true,
      value: fileName ? fileTypeFromName(fileName) : 'PDF',
      hint: t('fields.fileTypeHint'),
    },
    {
      name: 'category',
      label: t('fields.category'),
      kind: 'select',
      required: true,
      placeholder: t('fields.select'),
      options: documentCategories.map((c) => ({ value: c, label: documentCategoryLabels[c].fr })),
    },
    {
      name: 'icon',
      label: t('fields.documentIcon'),
      kind: 'select',
      options: documentIcons.map((i) => ({ value: i, label: i })),
    },
    {
      name: 'color',
      label: t('fields.color'),
      kind: 'select',
      options: documentColors.map((c) => ({ value: c, label: documentColorLabels[c].fr })),
    },
    { name: 'order', label: t('fields.order'), kind: 'number', min: 0 },
  ];
  return (
    <AdminShell
      title={t('screens.documents')}
      {...list.shell}
      empty="Aucun document"
      onAdd={editor.openCreate}
      addLabel="Nouveau document"
    >
      {list.items.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="admin-list">
          {list.items.map((d) => {
            const Icon = iconComponents[d.icon];
            return (
              <ItemCard key={d.id}>
                <div className="flex items-start gap-3">
                  <span
                    className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br ${documentGradients[d.color]}`}
                  >
                    <Icon aria-hidden="true" className="h-5 w-5 text-white" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <h2 className="font-semibold text-slate-900">{d.title}</h2>
                    <p className="text-xs text-slate-600">
                      {documentCategoryLabels[d.category].fr} · {d.fileType} · {formatBytes(d.fileSize)}
                    </p>
                  </div>
                  <RowActions
                    name={d.title}
                    onEdit={() => editor.openEdit(d)}
                    onDelete={() =>
                      void list.run(() => trpcClient.documents.remove.mutate({ id: d.id }), DOCUMENT_DELETE_CONFIRM)
                    }
                  />
                </div>
                <p className="mt-2 text-sm text-slate-700">{d.description}</p>
                <a
                  href={d.fileUrl}
                  download={d.fileName}
                  className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-sky-800 hover:underline"
                >
                  <Download aria-hidden="true" className="h-4 w-4" />
                  {d.fileName}
                </a>
              </ItemCard>
            );
          })}
        </ul>
      )}
      <EditorModal editor={editor} fields={fields} createTitle="Nouveau document" editTitle="Modifier le document" />
    </AdminShell>
  );
}
