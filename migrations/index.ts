import type { Migration } from 'kysely';
import * as initial from './2026_11_22_000000_initial';
import * as resultStatus from './2026_11_23_000000_result_status';
import * as siteSettings from './2026_11_23_010000_site_settings';
import * as personalData from './2026_11_24_020000_personal_data';
import * as accountsAudit from './2026_11_24_030000_accounts_audit';
import * as sharedState from './2026_11_24_050000_shared_state';
import * as adminTotp from './2026_11_27_214000_admin_totp';
import * as englishContent from './2026_11_27_216000_english_content';
import * as raceOrganisation from './2026_11_28_000000_race_organisation';
import * as raceComputerKeys from './2026_11_28_010000_race_computer_keys';
import * as mailOutbox from './2026_11_28_020000_mail_outbox';
import * as officialRecords from './2026_11_28_030000_official_records';
import * as newsletterCampaignProgress from './2026_11_29_010000_newsletter_campaign_progress';
import * as liveRaces from './2026_11_29_020000_live_races';

// Listed explicitly so bundlers, tsx and vitest all see the same set in the same order.
export const migrations: Record<string, Migration> = {
  '2026_11_22_000000_initial': initial,
  '2026_11_23_000000_result_status': resultStatus,
  '2026_11_23_010000_site_settings': siteSettings,
  '2026_11_24_020000_personal_data': personalData,
  '2026_11_24_030000_accounts_audit': accountsAudit,
  '2026_11_24_050000_shared_state': sharedState,
  '2026_11_27_214000_admin_totp': adminTotp,
  '2026_11_27_216000_english_content': englishContent,
  '2026_11_28_000000_race_organisation': raceOrganisation,
  '2026_11_28_010000_race_computer_keys': raceComputerKeys,
  '2026_11_28_020000_mail_outbox': mailOutbox,
  '2026_11_28_030000_official_records': officialRecords,
  '2026_11_29_010000_newsletter_campaign_progress': newsletterCampaignProgress,
  '2026_11_29_020000_live_races': liveRaces,
};
