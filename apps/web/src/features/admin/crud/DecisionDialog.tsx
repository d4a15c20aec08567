import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';

type Asked = { question: string; decide: (note: string | undefined) => Promise<unknown> };

/**
 * A decision mailed to the person it concerns (a volunteer's application, a journalist's accreditation):
 * asked first, as it cannot be undone, with an optional personal word that the decision's mail carries
 * (issue 32). `run` is the screen's action runner, which shows a failure and reloads the list.
 */
export function useDecisionDialog(run: (action: () => Promise<unknown>) => Promise<unknown>) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const ask = (question: string, decide: Asked['decide']) => setAsked({ question, decide });
  const dialog = (
    <DecisionDialog
      asked={asked}
      onCancel={() => setAsked(null)}
      onConfirm={(note) => {
        const decide = asked?.decide;
        setAsked(null);
        if (decide) void run(() => decide(note));
      }}
    />
  );
  return { ask, dialog };
}

function DecisionDialog({
  asked,
  onCancel,
  onConfirm,
}: {
  asked: Asked | null;
  onCancel: () => void;
  onConfirm: (note: string | undefined) => void;
}) {
  const { t } = useTranslation('admin');
  const [note, setNote] = useState('');
  const noteId = useId();
  const close = () => {
    setNote('');
    onCancel();
  };
  return (
    <Modal open={asked !== null} title={t('decision.title')} onClose={close}>
      <form
        className="space-y-4 p-5"
        onSubmit={(e) => {
          e.preventDefault();
          const word = note.trim();
          setNote('');
          onConfirm(word || undefined);
        }}
      >
        <p className="text-slate-800">{asked?.question}</p>
        <div>
          <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
            {t('decision.note')}
          </label>
          <textarea
            id={noteId}
            rows={4}
            maxLength={2000}
            className={inputClass}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <div className="flex justify-end gap-2">
          <button type="button" className="rounded-md px-4 py-2 font-semibold ring-1 ring-slate-300" onClick={close}>
            {t('decision.cancel')}
          </button>
          <button type="submit" className="rounded-md bg-sky-800 px-4 py-2 font-semibold text-white hover:bg-sky-900">
            {t('decision.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
