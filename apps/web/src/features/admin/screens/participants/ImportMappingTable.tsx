import {
  type ParticipantImportField,
  participantImportFieldLabels,
  participantImportFields,
  type ParticipantsImportAnswer,
} from '@app/contract';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../../ui/Field';

const IGNORE = '';

/** Each column of the file with the field it fills; choosing another one asks for a new preview. */
export function ImportMappingTable({
  columns,
  disabled,
  onChange,
}: {
  columns: ParticipantsImportAnswer['columns'];
  disabled: boolean;
  onChange: (index: number, field: ParticipantImportField | null) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="pi-mapping-title">
      <h3 id="pi-mapping-title" className="text-sm font-semibold text-slate-900">
        {t('participantsImport.mappingTitle')}
      </h3>
      <div className="mt-2 overflow-x-auto rounded-lg ring-1 ring-slate-200">
        <table className="w-full text-left text-sm" data-testid="participants-import-mapping">
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              <th scope="col" className="px-3 py-1.5">
                {t('participantsImport.fileColumn')}
              </th>
              <th scope="col" className="px-3 py-1.5">
                {t('participantsImport.field')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {columns.map((column) => (
              <tr key={column.index}>
                <th scope="row" className="px-3 py-1 font-medium text-slate-900">
                  {column.header || t('participantsImport.unnamedColumn', { n: column.index + 1 })}
                </th>
                <td className="px-3 py-1">
                  <select
                    aria-label={t('participantsImport.fieldOf', { column: column.header || column.index + 1 })}
                    className={`${inputClass} mt-0 py-1`}
                    value={column.field ?? IGNORE}
                    disabled={disabled}
                    onChange={(e) =>
                      onChange(
                        column.index,
                        e.target.value === IGNORE ? null : (e.target.value as ParticipantImportField),
                      )
                    }
                  >
                    <option value={IGNORE}>{t('participantsImport.ignore')}</option>
                    {participantImportFields.map((field) => (
                      <option key={field} value={field}>
                        {participantImportFieldLabels[field]}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
