import { useText } from '../lib/use-text';

/** Placeholders shown while data loads (spec: 4 to 6 in admin lists). */
export function Skeleton({ count = 4, className = 'h-24' }: { count?: number; className?: string }) {
  const t = useText('common');
  return (
    <div role="status" aria-live="polite" className="space-y-3" data-testid="skeleton">
      <span className="sr-only">{t('states.loading')}</span>
      {Array.from({ length: count }, (_, i) => `placeholder-${i}`).map((key) => (
        <div key={key} className={`animate-pulse rounded-lg bg-slate-200 ${className}`} />
      ))}
    </div>
  );
}
