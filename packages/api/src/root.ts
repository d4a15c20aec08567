import { accountRouter, accountsRouter } from './modules/accounts/accounts.router';
import { accreditationsRouter } from './modules/accreditations/accreditations.router';
import { auditRouter } from './modules/audit/audit.router';
import { authRouter } from './modules/auth/auth.router';
import { calendarRouter } from './modules/calendar/calendar.router';
import { campaignsRouter } from './modules/campaigns/campaigns.router';
import { callRoomRouter } from './modules/call-room/call-room.router';
import { championshipsRouter } from './modules/championships/championships.router';
import { contactMessagesRouter } from './modules/contact-messages/contact-messages.router';
import { entriesRouter } from './modules/entries/entries.router';
import { drawRouter } from './modules/draw/draw.router';
import { eventTypesRouter } from './modules/event-types/event-types.router';
import { eventsRouter } from './modules/events/events.router';
import { followsRouter } from './modules/follows/follows.router';
import { liveScreenRouter, raceComputerKeysRouter } from './modules/live-race/live-race.router';
import { mailRouter } from './modules/mail/mail.router';
import { newsletterRouter } from './modules/newsletter/newsletter.router';
import { officialDocumentsRouter } from './modules/official-documents/official-documents.router';
import { participantsRouter } from './modules/participants/participants.router';
import { partnersRouter } from './modules/partners/partners.router';
import { practicalInfoRouter } from './modules/practical-info/practical-info.router';
import { personalDataRouter } from './modules/personal-data/personal-data.router';
import { pricingRouter } from './modules/pricing/pricing.router';
import { raceFilesRouter } from './modules/race-files/race-files.router';
import { resultsRouter } from './modules/results/results.router';
import { retentionRouter } from './modules/retention/retention.router';
import { rulesRouter } from './modules/rules/rules.router';
import { startListsRouter } from './modules/start-lists/start-lists.router';
import { recordsRouter } from './modules/records/records.router';
import { settingsRouter } from './modules/settings/settings.router';
import { statsRouter } from './modules/stats/stats.router';
import { volunteersRouter } from './modules/volunteers/volunteers.router';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  accounts: accountsRouter,
  account: accountRouter,
  audit: auditRouter,
  stats: statsRouter,
  championships: championshipsRouter,
  pricing: pricingRouter,
  eventTypes: eventTypesRouter,
  events: eventsRouter,
  entries: entriesRouter,
  draw: drawRouter,
  results: resultsRouter,
  startLists: startListsRouter,
  follows: followsRouter,
  raceFiles: raceFilesRouter,
  practicalInfo: practicalInfoRouter,
  partners: partnersRouter,
  participants: participantsRouter,
  rules: rulesRouter,
  documents: officialDocumentsRouter,
  volunteers: volunteersRouter,
  contact: contactMessagesRouter,
  accreditations: accreditationsRouter,
  newsletter: newsletterRouter,
  settings: settingsRouter,
  calendar: calendarRouter,
  callRoom: callRoomRouter,
  personalData: personalDataRouter,
  retention: retentionRouter,
  records: recordsRouter,
  raceComputerKeys: raceComputerKeysRouter,
  liveScreen: liveScreenRouter,
  mail: mailRouter,
  campaigns: campaignsRouter,
});

export type AppRouter = typeof appRouter;
