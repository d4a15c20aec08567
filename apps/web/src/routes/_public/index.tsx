import { createFileRoute } from '@tanstack/react-router';
import { ChampionshipsSection } from '../../features/home/ChampionshipsSection';
import { Hero } from '../../features/home/Hero';
import { PartnersSection } from '../../features/home/PartnersSection';

export const Route = createFileRoute('/_public/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.championships.list.queryOptions());
    void context.queryClient.prefetchQuery(context.trpc.partners.list.queryOptions());
  },
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <Hero />
      <ChampionshipsSection />
      <PartnersSection />
    </>
  );
}
