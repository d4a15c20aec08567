import { createFileRoute } from '@tanstack/react-router';
import { AuditScreen } from '../../../features/admin/audit/AuditScreen';

export const Route = createFileRoute('/admin/_guard/audit')({ component: AuditScreen });
