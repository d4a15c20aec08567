import { AUDIT_ERASED, ANONYMOUS_ATHLETE, type PersonalData } from '@app/contract';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/Modal';
import { removeRecord } from './remove-record';

interface Props {
  data: PersonalData | null;
  onCancel: () => void;
  onConfirm: (anonymiseResults: boolean) => void;
}

/**
 * « Tout supprimer » asks first, and says what goes and what stays: the records go, the journal's entries
 * about them stay with their values erased, the results stay as public sporting records unless the
 * administrator ticks the box that anonymises them.
 */
export function EraseAllDialog({ data, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('admin');
  const [anonymise, setAnonymise] = useState(false);
  const checkboxId = useId();
  const records = data?.records ?? [];
  const count = (test: (kind: string) => boolean) => records.filter((r) => test(r.kind)).length;
  const erasable = count((kind) => kind in removeRecord);
  const journal = count((kind) => kind === 'journal');
  const results = count((kind) => kind === 'result');
  const close = () => {
    setAnonymise(false);
    onCancel();
  };
  return (
    <Modal open={data !== null} title={t('personalData.eraseTitle', { email: data?.email ?? '' })} onClose={close}>
      <div className="space-y-3 text-sm text-slate-800" data-testid="erase-all-dialog">
        <p>{t('personalData.eraseRecords', { count: erasable })}</p>
        {journal > 0 && <p>{t('personalData.eraseJournal', { count: journal, erased: AUDIT_ERASED })}</p>}
        <p>{results > 0 ? t('personalData.eraseKept', { count: results }) : t('personalData.eraseKeptNone')}</p>
        {results > 0 && (
          <p className="flex items-start gap-2">
            <input
              id={checkboxId}
              type="checkbox"
              className="mt-1"
              checked={anonymise}
              onChange={(e) => setAnonymise(e.target.checked)}
            />
            <label htmlFor={checkboxId}>{t('personalData.anonymise', { name: ANONYMOUS_ATHLETE })}</label>
          </p>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <button
            type="button"
            onClick={close}
            className="rounded-md px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {t('personalData.cancel')}
          </button>
          <button
            type="button"
            onClick={() => {
              onConfirm(results > 0 && anonymise);
              setAnonymise(false);
            }}
            className="inline-flex items-center gap-2 rounded-md bg-rose-700 px-4 py-2 text-sm font-semibold text-white hover:bg-rose-800"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('personalData.eraseConfirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
