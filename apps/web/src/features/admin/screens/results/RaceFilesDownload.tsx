import type { RaceFileDownload } from '@app/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBase64 } from '../../../../lib/download';
import { trpcClient } from '../../../../lib/trpc';
import { adminErrorMessage } from '../../crud/admin-error';

interface Props {
  eventId: string;
  date: string;
}

const button = 'inline-flex items-center gap-1.5 rounded-md bg-white px-3 py-2 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60';

/**
 * The race computer's files (issue 29, item 5): the race's ErgRace `.rac2` and Venue Racing `.rac`, and
 * the day's ZIP of every race, from the same procedures as the REST download paths. Their boat ids are
 * the entries': the results file that comes back is imported on this same screen, matched with no names.
 */
export function RaceFilesDownload({ eventId, date }: Props) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fetchFile = async (get: () => Promise<RaceFileDownload>) => {
    setError(null);
    setBusy(true);
    try {
      const file = await get();
      downloadBase64(file.fileName, file.contentBase64, file.contentType);
    } catch (e) {
      setError(adminErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex basis-full flex-wrap items-center gap-2" data-testid="race-files">
      <span className="text-sm font-medium text-slate-800">{t('raceFiles.title')}</span>
      <button type="button" className={button} disabled={busy} onClick={() => void fetchFile(() => trpcClient.raceFiles.race.query({ eventId, kind: 'rac2' }))}>
        <Download aria-hidden="true" className="h-4 w-4" /> {t('raceFiles.rac2')}
      </button>
      <button type="button" className={button} disabled={busy} onClick={() => void fetchFile(() => trpcClient.raceFiles.race.query({ eventId, kind: 'rac' }))}>
        <Download aria-hidden="true" className="h-4 w-4" /> {t('raceFiles.rac')}
      </button>
      <button type="button" className={button} disabled={busy} onClick={() => void fetchFile(() => trpcClient.raceFiles.day.query({ date }))}>
        <Download aria-hidden="true" className="h-4 w-4" /> {t('raceFiles.day')}
      </button>
      {error && (
        <p role="alert" className="basis-full rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800 ring-1 ring-rose-200">
          {error}
        </p>
      )}
    </div>
  );
}
