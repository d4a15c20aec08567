import { randomUUID } from 'node:crypto';
import { site } from '@app/contract';
import type { Db } from '../create-db';
import { demoEntries } from './demo-entries';
import { demoEvents, demoResults } from './demo-programme';
import { demoParticipants } from './demo-participants';
import { seedDemoContent } from './demo-content';
import { seedDemoSubmissions } from './demo-submissions';

const day = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Pricing periods around `now`, so the registration page shows every status on any date. */
export async function seedDemoPricing(db: Db, now: Date): Promise<void> {
  const at = (offsetDays: number) => isoDay(new Date(now.getTime() + offsetDays * day));
  const indoor = site.productChampionshipId;
  const rows = [
    { championshipId: indoor, name: 'Early Bird', nameEn: null, priceCents: 1700, eventType: '500m', startDate: at(-60), endDate: at(-21) },
    { championshipId: indoor, name: 'Normal', nameEn: 'Standard', priceCents: 2200, eventType: '500m', startDate: at(-20), endDate: at(20) },
    { championshipId: indoor, name: 'Tardif', nameEn: 'Late', priceCents: 2800, eventType: '500m', startDate: at(21), endDate: at(45) },
    { championshipId: indoor, name: 'Early Bird', nameEn: null, priceCents: 2000, eventType: '2000m', startDate: at(-60), endDate: at(-21) },
    { championshipId: indoor, name: 'Normal', nameEn: 'Standard', priceCents: 2500, eventType: '2000m', startDate: at(-20), endDate: at(20) },
    { championshipId: indoor, name: 'Tardif', nameEn: 'Late', priceCents: 3200, eventType: '2000m', startDate: at(21), endDate: at(45) },
    { championshipId: indoor, name: 'Équipe', nameEn: 'Team', priceCents: 6800, eventType: 'relais', startDate: at(-20), endDate: at(45) },
    { championshipId: 'avirose', name: 'Tarif unique', nameEn: 'Single rate', priceCents: 1700, eventType: null, startDate: at(-30), endDate: at(40) },
  ];
  await db
    .insertInto('pricingPeriods')
    .values(rows.map((r) => ({ ...r, id: randomUUID(), description: null, active: 1 })))
    .execute();
  const buttons = (label: string, labelEn: string) =>
    JSON.stringify([
      { url: 'https://www.ffaviron.fr/inscriptions', type: 'primary', label, labelEn, description: 'Inscription individuelle en ligne' },
      { url: 'https://www.ffaviron.fr/inscriptions-clubs', type: 'secondary', label: 'Inscription club', labelEn: 'Club registration', description: null },
    ]);
  await db.updateTable('championships').set({ registrationButtons: buttons('Je m’inscris', 'Register now') }).where('id', 'in', [indoor, 'avirose']).execute();
}

export async function seedDemo(db: Db, options: { uploadsDir: string; now: Date }): Promise<void> {
  await seedDemoPricing(db, options.now);
  const events = demoEvents();
  await db.insertInto('events').values(events).execute();
  await db.insertInto('results').values(demoResults()).execute();
  const participants = demoParticipants(options.now);
  await db.insertInto('participants').values(participants).execute();
  await db.insertInto('entries').values(demoEntries(events, participants)).execute();
  await seedDemoContent(db, options.uploadsDir);
  await seedDemoSubmissions(db, options.now);
}
