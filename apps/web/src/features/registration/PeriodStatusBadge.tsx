import { type PeriodStatus, periodStatusLabels } from '@app/contract';
import { useLocalized } from '../../lib/use-localized';
import { Badge } from '../../ui/Badge';

const tone = { upcoming: 'blue', open: 'green', expired: 'gray' } as const;

export function PeriodStatusBadge({ status }: { status: PeriodStatus }) {
  const { label } = useLocalized();
  return <Badge tone={tone[status]}>{label(periodStatusLabels[status])}</Badge>;
}
