import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';

export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});

function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="contenu" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
