import type { Campaign } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { RichHtml } from '../../../ui/RichHtml';
import { ItemCard } from '../crud/GroupSection';
import { RowActions } from '../crud/RowActions';

const buttonClass = 'rounded-lg px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 hover:bg-slate-50';

/** One campaign: its French and English versions, then the draft's actions or the sending's progress and report. */
export function CampaignCard({
  campaign,
  onEdit,
  onTest,
  onSend,
}: {
  campaign: Campaign;
  onEdit: () => void;
  onTest: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation('admin');
  const { progress } = campaign;
  const stateKey = campaign.state === 'draft' ? 'draft' : progress.done ? 'done' : 'sending';
  const percent = progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;
  return (
    <ItemCard className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-slate-900">{campaign.subjectFr}</h3>
          <p className="break-words text-sm text-slate-700">
            <span className="text-xs text-slate-500">EN · </span>
            {campaign.subjectEn}
          </p>
          <p className="text-xs text-slate-600">
            {campaign.startedAt
              ? t('campaigns.startedAt', { date: formatDate(campaign.startedAt), by: campaign.startedBy ?? '' })
              : t('campaigns.createdAt', { date: formatDate(campaign.createdAt) })}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${
              stateKey === 'draft'
                ? 'bg-slate-200 text-slate-800'
                : stateKey === 'done'
                  ? 'bg-emerald-100 text-emerald-900'
                  : 'bg-amber-100 text-amber-900'
            }`}
          >
            {t(`campaigns.state.${stateKey}`)}
          </span>
          {campaign.state === 'draft' && <RowActions name={campaign.subjectFr} onEdit={onEdit} />}
        </div>
      </div>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <RichHtml html={campaign.bodyFr} className="rounded-lg bg-slate-50 p-3 text-sm" />
        <RichHtml html={campaign.bodyEn} className="rounded-lg bg-slate-50 p-3 text-sm" />
      </div>
      {campaign.state === 'draft' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={`${buttonClass} text-sky-800`} onClick={onTest}>
            {t('campaigns.test')}
          </button>
          <button type="button" className={`${buttonClass} bg-sky-800 text-white hover:bg-sky-900`} onClick={onSend}>
            {t('campaigns.send')}
          </button>
        </div>
      ) : (
        <div className="mt-3" data-testid="campaign-progress">
          <div className="flex justify-between text-sm text-slate-800">
            <span>
              {t('campaigns.progress', { sent: formatNumber(progress.sent), total: formatNumber(progress.total) })}
            </span>
            <span>{percent} %</span>
          </div>
          <div
            className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-label={t('campaigns.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.sent}
          >
            <div className="h-full bg-emerald-600" style={{ width: `${percent}%` }} />
          </div>
          {!progress.done && progress.pending > 0 && (
            <p className="mt-2 text-sm text-slate-700">
              {t('campaigns.pending', { pending: formatNumber(progress.pending) })}
            </p>
          )}
          <p className="mt-2 text-sm text-slate-700" data-testid="campaign-report">
            {t('campaigns.report', {
              sent: formatNumber(progress.sent),
              failed: formatNumber(progress.failed),
              unsubscribed: formatNumber(progress.unsubscribedSince),
            })}
          </p>
        </div>
      )}
    </ItemCard>
  );
}
