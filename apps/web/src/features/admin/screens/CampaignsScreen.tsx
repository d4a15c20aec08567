import { type Campaign, campaignCreateInput, campaignUpdateInput } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { AdminShell } from '../crud/AdminShell';
import { EditorModal } from '../crud/EditorModal';
import type { FieldDef } from '../crud/field-types';
import { text } from '../crud/form-values';
import { fresh, useAdminList } from '../crud/use-admin-list';
import { saveWith, useEditor } from '../crud/use-editor';
import { CampaignCard } from './CampaignCard';

const empty = { subjectFr: '', subjectEn: '', bodyFr: '', bodyEn: '' };
/** While a campaign leaves, its progress is read again this often. */
const PROGRESS_POLL_MS = 2000;

/**
 * Newsletter campaigns (issue 32): compose in French and English with the rules' rich-text editor, try it
 * on one's own address, then send it to every confirmed subscriber; the sending's progress and report.
 */
export function CampaignsScreen() {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const [notice, setNotice] = useState<string | null>(null);
  const list = useAdminList<Campaign>(
    useQuery({
      ...fresh(trpc.campaigns.list.queryOptions()),
      refetchInterval: (query) =>
        query.state.data?.some((c) => c.state !== 'draft' && !c.progress.done) ? PROGRESS_POLL_MS : false,
    }),
  );
  const editor = useEditor<Campaign>({
    empty,
    toForm: (c) => ({ subjectFr: c.subjectFr, subjectEn: c.subjectEn, bodyFr: c.bodyFr, bodyEn: c.bodyEn }),
    toInput: (v, editing) => ({
      ...(editing ? { id: editing.id } : {}),
      subjectFr: text(v, 'subjectFr'),
      subjectEn: text(v, 'subjectEn'),
      bodyFr: String(v.bodyFr ?? ''),
      bodyEn: String(v.bodyEn ?? ''),
    }),
    createSchema: campaignCreateInput,
    updateSchema: campaignUpdateInput,
    save: saveWith(trpcClient.campaigns),
    onSaved: () => void list.reload(),
  });
  const fields: FieldDef[] = [
    { name: 'subjectFr', label: t('campaigns.subjectFr'), kind: 'text', required: true, wide: true },
    { name: 'bodyFr', label: t('campaigns.bodyFr'), kind: 'richtext', required: true },
    { name: 'subjectEn', label: t('campaigns.subjectEn'), kind: 'text', required: true, wide: true },
    { name: 'bodyEn', label: t('campaigns.bodyEn'), kind: 'richtext', required: true },
  ];
  const sendTest = (c: Campaign) => {
    setNotice(null);
    void list.run(async () => setNotice((await trpcClient.campaigns.sendTest.mutate({ id: c.id })).message));
  };
  return (
    <AdminShell
      title={t('screens.campaigns')}
      {...list.shell}
      empty={
        <>
          <p className="font-semibold text-slate-900">{t('campaigns.empty')}</p>
          <p className="text-sm">{t('campaigns.emptyHint')}</p>
        </>
      }
      onAdd={editor.openCreate}
      addLabel={t('campaigns.new')}
    >
      <p className="mb-3 text-sm text-slate-700">{t('campaigns.intro')}</p>
      {notice && (
        <p
          className="mb-3 rounded-lg bg-emerald-50 px-4 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200"
          role="status"
        >
          {notice}
        </p>
      )}
      <ul className="space-y-3" data-testid="admin-list">
        {list.items.map((c) => (
          <CampaignCard
            key={c.id}
            campaign={c}
            onEdit={() => editor.openEdit(c)}
            onTest={() => sendTest(c)}
            onSend={() =>
              void list.run(
                () => trpcClient.campaigns.start.mutate({ id: c.id }),
                t('campaigns.sendConfirm', { subject: c.subjectFr }),
              )
            }
          />
        ))}
      </ul>
      <EditorModal editor={editor} fields={fields} createTitle={t('campaigns.new')} editTitle={t('campaigns.edit')} />
    </AdminShell>
  );
}
