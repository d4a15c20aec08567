import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/admin/login/LoginPage';

export const Route = createFileRoute('/admin/login')({ component: LoginPage });
