import { type ReviewStatus, reviewStatusLabels } from '@app/contract';
import { Badge } from '../../../ui/Badge';

const tone = { PENDING: 'yellow', APPROVED: 'green', REJECTED: 'red' } as const;
export const ReviewBadge = ({ status }: { status: ReviewStatus }) => <Badge tone={tone[status]}>{reviewStatusLabels[status].fr}</Badge>;
