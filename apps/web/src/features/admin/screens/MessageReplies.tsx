import { type ContactMessage, mailStateLabels } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { trpcClient } from '../../../lib/trpc';
import { useTRPCProxy } from '../../../lib/use-trpc';
import { adminErrorMessage } from '../crud/admin-error';

/**
 * The replies to a contact message, in its detail panel (issue 32): the thread, and a box whose text is
 * mailed to the sender through the outbox; the message becomes « traité ».
 */
export function MessageReplies({ message, onReplied }: { message: ContactMessage; onReplied: () => void }) {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const queryClient = useQueryClient();
  const thread = useQuery(trpc.contact.replies.queryOptions({ id: message.id }));
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    setError(null);
    try {
      await trpcClient.contact.reply.mutate({ id: message.id, body });
      setBody('');
      await queryClient.invalidateQueries();
      onReplied();
    } catch (err) {
      setError(adminErrorMessage(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="mt-6 border-t border-slate-200 pt-4" data-testid="message-replies">
      <h3 className="font-semibold text-slate-900">{t('reply.thread')}</h3>
      {thread.data && thread.data.length === 0 && <p className="text-sm text-slate-600">{t('reply.none')}</p>}
      <ul className="mt-2 space-y-2">
        {thread.data?.map((r) => (
          <li key={r.id} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200" data-testid="reply">
            <p className="text-xs text-slate-600">
              {r.adminEmail} · {formatDate(r.createdAt)}
              {r.mailState ? ` · ${mailStateLabels[r.mailState]}` : ''}
            </p>
            <p className="mt-1 whitespace-pre-wrap text-sm text-slate-900">{r.body}</p>
          </li>
        ))}
      </ul>
      <form className="mt-3 space-y-2" onSubmit={(e) => void send(e)}>
        <label htmlFor="reply-body" className="block text-sm font-medium text-slate-800">
          {t('reply.label', { email: message.email })}
        </label>
        <textarea
          id="reply-body"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={5}
          className="w-full rounded-lg border border-slate-300 p-2 text-sm"
        />
        {error && (
          <p className="text-sm text-red-700" role="alert">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={sending || body.trim() === ''}
          className="rounded-md bg-sky-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-sky-900 disabled:opacity-50"
        >
          {t('reply.send')}
        </button>
      </form>
    </div>
  );
}
