import { createFileRoute } from '@tanstack/react-router';
import { PasswordScreen } from '../../../features/admin/accounts/PasswordScreen';

export const Route = createFileRoute('/admin/_guard/password')({ component: PasswordScreen });
