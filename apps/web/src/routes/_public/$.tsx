import { createFileRoute, notFound } from '@tanstack/react-router';

// Any address no page answers: the site's 404 page inside its header, footer and language toggle, as an
// unknown race or athlete is (issue 28). The server sends it with a 404 status (entry-server.tsx).
export const Route = createFileRoute('/_public/$')({
  loader: () => {
    throw notFound();
  },
});
