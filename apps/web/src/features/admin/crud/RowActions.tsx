import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit?: () => void; onDelete?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex gap-1">
      {onEdit && (
        <button
          type="button"
          onClick={onEdit}
          className="rounded-md p-2 text-sky-800 hover:bg-sky-50"
          aria-label={`${t('common.edit')} ${name}`}
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          onClick={onDelete}
          className="rounded-md p-2 text-rose-700 hover:bg-rose-50"
          aria-label={`${t('common.delete')} ${name}`}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
