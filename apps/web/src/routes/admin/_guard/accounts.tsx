import { createFileRoute } from '@tanstack/react-router';
import { AccountsScreen } from '../../../features/admin/accounts/AccountsScreen';

export const Route = createFileRoute('/admin/_guard/accounts')({ component: AccountsScreen });
