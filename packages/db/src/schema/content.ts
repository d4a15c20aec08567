import type { EnglishText } from './english-columns';

// The site's editorial content: practical information, partners, rules, documents and settings.
// Table shapes as Kysely sees them: see ../schema.ts.

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
