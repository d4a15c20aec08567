import type { QueryClient } from '@tanstack/react-query';

export interface HeadInput {
  pathname: string;
  title: string | undefined;
  origin: string;
  queryClient: QueryClient;
  notFound: boolean;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const BRAND = "Championnats de France d'Aviron Indoor 2026";

/** The `<head>` tags of a server-drawn page. */
export function renderHead({ pathname, title, origin, notFound }: HeadInput): string {
  const tags = [`<title>${escapeHtml(title ?? BRAND)}</title>`];
  if (!notFound) tags.push(`<link rel="canonical" href="${escapeHtml(origin + pathname)}" />`);
  return tags.join('\n    ');
}
