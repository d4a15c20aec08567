import { createFileRoute } from '@tanstack/react-router';
import { DocumentsScreen } from '../../../features/admin/screens/DocumentsScreen';

export const Route = createFileRoute('/admin/_guard/documents')({ component: DocumentsScreen });
