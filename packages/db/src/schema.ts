import type { ColumnType, Insertable } from 'kysely';

// Table shapes as Kysely sees them (camelCase through CamelCasePlugin; SQL columns are snake_case).
// JSON columns hold text; booleans are 0/1 integers, as SQLite stores them.

/** An English text beside a French one (issue 28): null until written, so inserts may leave it out. */
type EnglishText = ColumnType<string | null, string | null | undefined, string | null>;
/** A JSON list of English lines beside a French list, '[]' by default. */
type EnglishLines = ColumnType<string, string | undefined, string>;

export interface AdminTable {
  id: string;
  email: string;
  passwordHash: string;
  createdAt: string;
  lastLoginAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The TOTP key (base32): pending until totpEnabledAt is set by a first valid code. */
  totpSecret: ColumnType<string | null, string | null | undefined, string | null>;
  totpEnabledAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last 30-s step a code was accepted for: a code of that step or an earlier one is refused. */
  totpLastStep: ColumnType<number | null, number | null | undefined, number | null>;
}
/** Single-use recovery codes of an account's second factor, kept hashed (SHA-256). */
export interface AdminRecoveryCodeTable {
  codeHash: string;
  adminId: string;
  usedAt: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface AdminSessionTable {
  tokenHash: string;
  adminId: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
}
export interface ChampionshipTable {
  id: string;
  name: string;
  nameEn: string;
  dates: string;
  description: string;
  descriptionEn: string;
  categories: string;
  requirements: string;
  /** Line for line with `categories` and `requirements` ('' where a line has no English). */
  categoriesEn: EnglishLines;
  requirementsEn: EnglishLines;
  registrationButtons: string;
  active: number;
  sortOrder: number;
}
export interface PricingPeriodTable {
  id: string;
  championshipId: string;
  name: string;
  nameEn: EnglishText;
  priceCents: number;
  eventType: string | null;
  description: string | null;
  descriptionEn: EnglishText;
  startDate: string;
  endDate: string;
  active: number;
}
export interface EventTypeTable {
  id: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  icon: string | null;
  color: string;
  active: number;
  sortOrder: number;
}
export interface EventTable {
  id: string;
  name: string;
  nameEn: string;
  date: string;
  time: string;
  category: string;
  championshipId: string;
  active: number;
  /** 'provisional' | 'official': defaults to provisional on insert. */
  resultsState: ColumnType<string, string | undefined, string>;
  /** The round this event is (contract `RaceRound`): 'heat', 'repechage', 'semi', 'final_a', 'final_b'… */
  round: ColumnType<string, string | undefined, string>;
  /** Rounds of one race share it (a category over one distance); null: the event is a race of its own. */
  raceGroup: ColumnType<string | null, string | null | undefined, string | null>;
  /** Ergometers available for this round. */
  lanes: ColumnType<number, number | undefined, number>;
  /** JSON of the contract's `Progression` (how entrants reach this round), null for a first round. */
  progression: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'draft' | 'locked' | 'published' (contract `StartListState`). */
  startList: ColumnType<string, string | undefined, string>;
}

export interface EntryTable {
  id: string;
  eventId: string;
  /** The entrant, or for a relay the crew's first member. */
  participantId: string;
  crewName: string | null;
  /** JSON array of the other crew members' participant ids ('[]' for an individual entry). */
  crewMemberIds: ColumnType<string, string | undefined, string>;
  /** A time declared for this race (`M:SS.t`); the participant's personal best is used when null. */
  seedTime: string | null;
  /** 'entered' | 'scratched' (contract `EntryStatus`). */
  status: ColumnType<string, string | undefined, string>;
  lane: number | null;
  /** Call room: null (not called yet), 'present' or 'absent'. */
  presence: ColumnType<string | null, string | null | undefined, string | null>;
  /** The entry of the previous round this one qualified from. */
  fromEntryId: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: string;
}
export interface ResultTable {
  id: string;
  eventId: string;
  /** 'finished' | 'dns' | 'dnf' | 'dsq'; only a finished result has a rank and a time. */
  status: ColumnType<string, string | undefined, string>;
  rank: number | null;
  athlete: string;
  category: string;
  club: string;
  time: string | null;
  /** The entrant the result belongs to, when an import could tell. */
  participantId: ColumnType<string | null, string | null | undefined, string | null>;
  /** The entry the row was rowed under (from a race definition's boat id, or the start list). */
  entryId: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface PracticalInfoTable {
  id: string;
  section: string;
  title: string;
  titleEn: string | null;
  content: string;
  /** Same shape as `content` (JSON text), or null. */
  contentEn: EnglishText;
  active: number;
  sortOrder: number;
}
export interface VolunteerTable {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  role: string;
  availability: string;
  experience: string | null;
  motivation: string;
  status: string;
  createdAt: string;
}
export interface AccreditationTable {
  id: string;
  media: string;
  journalist: string;
  email: string;
  phone: string | null;
  type: string;
  needs: string | null;
  status: string;
  createdAt: string;
}
export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  category: string;
  message: string;
  consent: number;
  status: string;
  createdAt: string;
}
export interface NewsletterSubscriptionTable {
  id: string;
  email: string;
  createdAt: string;
  /** Opens /desinscription without a login; stored as is (the admin export gives each link). The app always sets it. */
  unsubscribeToken: ColumnType<string | null, string | undefined, string>;
}
export interface PartnerTable {
  id: string;
  name: string;
  logo: string;
  website: string | null;
  description: string | null;
  descriptionEn: EnglishText;
  level: string;
  sortOrder: number;
}
export interface ParticipantTable {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  club: string;
  category: string;
  championshipId: string;
  bib: string | null;
  personalBest: string | null;
  registrationDate: string;
  confirmed: number;
  paid: number;
}
export interface RuleTable {
  id: string;
  section: string;
  title: string;
  titleEn: EnglishText;
  subtitle: string | null;
  subtitleEn: EnglishText;
  content: string;
  contentEn: EnglishText;
  fileUrl: string | null;
  fileName: string | null;
  fileSize: number | null;
  active: number;
  sortOrder: number;
}
export interface OfficialDocumentTable {
  id: string;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  fileName: string;
  fileUrl: string;
  fileSize: number;
  fileType: string;
  category: string;
  icon: string;
  color: string;
  sortOrder: number;
}
/** The one row of site settings (issue 12): a JSON document, read over the site.ts defaults. */
export interface SiteSettingsTable {
  id: number;
  value: string;
  updatedAt: string;
}
/** One admin write (issue 16): `changes` is a JSON array of { field, before, after }, values cut short. */
export interface AuditEntryTable {
  id: string;
  at: string;
  accountId: string | null;
  accountEmail: string;
  entity: string;
  entityId: string | null;
  action: string;
  changes: string;
}
export interface AppMetaTable {
  key: string;
  value: string;
}
/** One run of the retention job; `day` (YYYY-MM-DD, Paris) only for the daily run, unique: its claim. */
export interface RetentionRunTable {
  id: string;
  day: string | null;
  at: string;
  trigger: string;
  dryRun: number;
  /** JSON array of { rule, label, count }. */
  counts: string;
  error: string | null;
}
/** Shared by the processes of one site (CLUSTER): the public data version, moved by every admin write. */
export interface DataVersionTable {
  id: number;
  version: number;
}
/** Shared login and form limits: one fixed window per key, its end an ISO time. */
export interface RateLimitTable {
  key: string;
  count: number;
  resetAt: string;
}
/** Uploaded files' bytes when the processes share them through the database. */
export interface UploadedFileTable {
  name: string;
  bytes: Uint8Array;
  size: number;
  createdAt: string;
}

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
  rules: RuleTable;
  officialDocuments: OfficialDocumentTable;
  appMeta: AppMetaTable;
  siteSettings: SiteSettingsTable;
  auditEntries: AuditEntryTable;
  dataVersion: DataVersionTable;
  rateLimits: RateLimitTable;
  uploadedFiles: UploadedFileTable;
  retentionRuns: RetentionRunTable;
}

/** Rows as they are inserted: columns with a database default may be left out. */
export type NewEvent = Insertable<EventTable>;
export type NewResult = Insertable<ResultTable>;
export type NewEntry = Insertable<EntryTable>;
