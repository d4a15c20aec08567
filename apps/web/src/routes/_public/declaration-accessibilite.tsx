import { createFileRoute } from '@tanstack/react-router';
import { AccessibilityStatementPage } from '../../features/accessibility/AccessibilityStatementPage';

export const Route = createFileRoute('/_public/declaration-accessibilite')({ component: AccessibilityStatementPage });
