import type { Insertable } from 'kysely';
import type { AdminRecoveryCodeTable, AdminSessionTable, AdminTable, AuditEntryTable } from './schema/accounts';
import type {
  ChampionshipTable,
  EntryTable,
  EventTable,
  EventTypeTable,
  ParticipantTable,
  PricingPeriodTable,
  ResultTable,
} from './schema/championship';
import type {
  OfficialDocumentTable,
  PartnerTable,
  PracticalInfoTable,
  RuleTable,
  SiteSettingsTable,
} from './schema/content';
import type {
  AccreditationTable,
  ContactMessageTable,
  NewsletterSubscriptionTable,
  VolunteerTable,
} from './schema/submissions';
import type { ContactReplyTable, MailAttemptTable, MailOutboxTable, NewsletterCampaignTable } from './schema/mail';
import type {
  AppMetaTable,
  DataVersionTable,
  LiveRaceTable,
  RaceComputerKeyTable,
  RateLimitTable,
  RetentionRunTable,
  ScreenPinTable,
  UploadedFileTable,
} from './schema/platform';
import type { ClubPointsTableTable, ResultCorrectionTable } from './schema/records';

// Table shapes as Kysely sees them (camelCase through CamelCasePlugin; SQL columns are snake_case).
// JSON columns hold text; booleans are 0/1 integers, as SQLite stores them.
// The tables are grouped by domain under schema/; this file gathers them for Kysely and for `@app/db`.

export type * from './schema/accounts';
export type * from './schema/championship';
export type * from './schema/content';
export type * from './schema/submissions';
export type * from './schema/platform';
export type * from './schema/records';
export type * from './schema/mail';

export interface Database {
  admins: AdminTable;
  adminSessions: AdminSessionTable;
  adminRecoveryCodes: AdminRecoveryCodeTable;
  championships: ChampionshipTable;
  pricingPeriods: PricingPeriodTable;
  eventTypes: EventTypeTable;
  events: EventTable;
  results: ResultTable;
  practicalInfo: PracticalInfoTable;
  volunteers: VolunteerTable;
  accreditations: AccreditationTable;
  contactMessages: ContactMessageTable;
  newsletterSubscriptions: NewsletterSubscriptionTable;
  partners: PartnerTable;
  participants: ParticipantTable;
  entries: EntryTable;
  clubPointsTables: ClubPointsTableTable;
  resultCorrections: ResultCorrectionTable;
  rules: RuleTable;
  officialDocuments: OfficialDocumentTable;
  appMeta: AppMetaTable;
  siteSettings: SiteSettingsTable;
  auditEntries: AuditEntryTable;
  dataVersion: DataVersionTable;
  rateLimits: RateLimitTable;
  uploadedFiles: UploadedFileTable;
  retentionRuns: RetentionRunTable;
  raceComputerKeys: RaceComputerKeyTable;
  screenPins: ScreenPinTable;
  liveRaces: LiveRaceTable;
  mailOutbox: MailOutboxTable;
  mailAttempts: MailAttemptTable;
  contactReplies: ContactReplyTable;
  newsletterCampaigns: NewsletterCampaignTable;
}

/** Rows as they are inserted: columns with a database default may be left out. */
export type NewEvent = Insertable<EventTable>;
export type NewResult = Insertable<ResultTable>;
export type NewEntry = Insertable<EntryTable>;
