import {
  CHAMPIONSHIP_REQUIRED_ALERT,
  CHAMPIONSHIP_SAVE_FAILED,
  type Championship,
  championshipCreateInput,
  championshipUpdateInput,
  registrationButtonSchema,
} from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRPCClientError } from '@trpc/client';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { Badge } from '../../../ui/Badge';
import { ActiveBadge } from '../crud/ActiveBadge';
import { AdminShell } from '../crud/AdminShell';
import type { FieldDef } from '../crud/field-types';
import { alignedLines, bool, int, lines, text } from '../crud/form-values';
import { EditorModal } from '../crud/EditorModal';
import { RowActions } from '../crud/RowActions';
import { fresh, useAdminList } from '../crud/use-admin-list';
import { saveWith, useEditor } from '../crud/use-editor';
import { ItemCard } from '../crud/GroupSection';
import { type ButtonDraft, RegistrationButtonsEditor } from './RegistrationButtonsEditor';

const ID_ALERT = "L'ID doit contenir uniquement des lettres minuscules, chiffres, tirets et underscores";
const empty = {
  id: '',
  name: '',
  nameEn: '',
  dates: '',
  description: '',
  descriptionEn: '',
  categories: '',
  requirements: '',
  categoriesEn: '',
  requirementsEn: '',
  registrationButtons: [] as ButtonDraft[],
  active: true,
  order: '0',
};

export function ChampionshipsScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const list = useAdminList(useQuery(fresh(trpc.championships.adminList.queryOptions())));
  const editor = useEditor<Championship>({
    empty,
    toForm: (c) => ({
      ...c,
      categories: c.categories.join('\n'),
      requirements: c.requirements.join('\n'),
      categoriesEn: c.categoriesEn.join('\n'),
      requirementsEn: c.requirementsEn.join('\n'),
      registrationButtons: c.registrationButtons.map((b): ButtonDraft => ({ ...b, description: b.description ?? '' })),
      order: String(c.order),
    }),
    toInput: (v, editing) => {
      const required = ['id', 'name', 'nameEn', 'dates', 'description', 'descriptionEn'];
      if (required.some((k) => !text(v, k))) {
        window.alert(CHAMPIONSHIP_REQUIRED_ALERT);
        throw new Error(CHAMPIONSHIP_REQUIRED_ALERT);
      }
      if (!editing && !/^[a-z0-9_-]+$/.test(text(v, 'id'))) {
        window.alert(ID_ALERT);
        throw new Error(ID_ALERT);
      }
      return {
        id: text(v, 'id'),
        name: text(v, 'name'),
        nameEn: text(v, 'nameEn'),
        dates: text(v, 'dates'),
        description: text(v, 'description'),
        descriptionEn: text(v, 'descriptionEn'),
        categories: lines(v, 'categories'),
        requirements: lines(v, 'requirements'),
        categoriesEn: alignedLines(v, 'categoriesEn'),
        requirementsEn: alignedLines(v, 'requirementsEn'),
        registrationButtons: buttonsInput(v.registrationButtons as ButtonDraft[]),
        active: bool(v, 'active'),
        order: int(v, 'order'),
      };
    },
    createSchema: championshipCreateInput,
    updateSchema: championshipUpdateInput,
    save: async (input, editing) => {
      try {
        await saveWith(trpcClient.championships)(input, editing);
      } catch (e) {
        // The server's message when it gave one, else the spec's hint about a duplicate id.
        const message = e instanceof TRPCClientError && e.message && e.data ? e.message : CHAMPIONSHIP_SAVE_FAILED;
        window.alert(message);
        throw e instanceof TRPCClientError && e.data ? e : new Error(message);
      }
    },
    onSaved: () => void list.reload(),
  });
  // Each button checked on its own, so the message names which one is wrong.
  const buttonsInput = (drafts: ButtonDraft[]) =>
    drafts.map((b, i) => {
      const parsed = registrationButtonSchema.safeParse(b);
      if (!parsed.success)
        throw new Error(t('buttons.invalid', { n: i + 1, message: parsed.error.issues[0]?.message ?? '' }));
      return b;
    });
  const fields: FieldDef[] = [
    { name: 'id', label: t('fields.id'), kind: 'text', required: true, disabledOnEdit: true, placeholder: 'elite' },
    { name: 'dates', label: t('fields.dates'), kind: 'text', required: true },
    { name: 'name', label: t('fields.nameFr'), kind: 'text', required: true },
    { name: 'nameEn', label: t('fields.nameEn'), kind: 'text', required: true },
    { name: 'description', label: t('fields.descriptionFr'), kind: 'textarea', required: true },
    { name: 'descriptionEn', label: t('fields.descriptionEn'), kind: 'textarea', required: true },
    { name: 'categories', label: t('fields.categories'), kind: 'lines' },
    { name: 'categoriesEn', label: t('fields.categoriesEn'), kind: 'lines', hint: t('fields.englishLinesHint') },
    { name: 'requirements', label: t('fields.requirements'), kind: 'lines' },
    { name: 'requirementsEn', label: t('fields.requirementsEn'), kind: 'lines', hint: t('fields.englishLinesHint') },
    {
      name: 'registrationButtons',
      label: t('buttons.title'),
      kind: 'custom',
      render: (value, onChange, error) => (
        <RegistrationButtonsEditor
          value={(value as ButtonDraft[] | undefined) ?? []}
          onChange={onChange}
          error={error}
        />
      ),
    },
    { name: 'order', label: t('fields.order'), kind: 'number', min: 0 },
    { name: 'active', label: t('fields.active'), kind: 'checkbox' },
  ];

  return (
    <AdminShell
      title={t('screens.championships')}
      {...list.shell}
      empty={t('common.none')}
      onAdd={editor.openCreate}
      addLabel="Nouveau championnat"
    >
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="admin-list">
        {list.items.map((c) => (
          <ItemCard key={c.id} className="p-5">
            <div className="flex items-start justify-between gap-2">
              <div>
                <h2 className="font-bold text-slate-900">{c.name}</h2>
                <p className="text-xs text-slate-600">
                  {c.id} · {c.dates}
                </p>
              </div>
              <RowActions
                name={c.name}
                onEdit={() => editor.openEdit(c)}
                onDelete={() =>
                  void list.run(
                    () => trpcClient.championships.remove.mutate({ id: c.id }),
                    `Supprimer le championnat « ${c.name} » ?`,
                  )
                }
              />
            </div>
            <p className="mt-2 text-sm text-slate-700">{c.description}</p>
            <div className="mt-3 flex flex-wrap gap-1">
              {c.categories.slice(0, 3).map((cat) => (
                <Badge key={cat}>{cat}</Badge>
              ))}
              {c.categories.length > 3 && <Badge tone="blue">+{c.categories.length - 3}</Badge>}
            </div>
            <div className="mt-3 flex items-center gap-2 text-xs text-slate-700">
              <ActiveBadge active={c.active} />
              <span>
                {t('fields.order')} : {c.order}
              </span>
            </div>
          </ItemCard>
        ))}
      </ul>
      <EditorModal
        editor={editor}
        fields={fields}
        createTitle="Nouveau championnat"
        editTitle="Modifier le championnat"
      />
    </AdminShell>
  );
}
