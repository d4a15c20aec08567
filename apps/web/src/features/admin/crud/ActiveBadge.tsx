import { Badge } from '../../../ui/Badge';

export const ActiveBadge = ({ active }: { active: boolean }) => (
  <Badge tone={active ? 'green' : 'gray'}>{active ? 'Actif' : 'Inactif'}</Badge>
);
