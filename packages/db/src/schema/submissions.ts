import type { ColumnType } from 'kysely';

// What visitors send through the public forms.
// Table shapes as Kysely sees them: see ../schema.ts.

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
  /** The language the visitor used on the site: the mails that answer them are in it. */
  language?: string;
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
  /** The language the visitor used on the site: the mails that answer them are in it. */
  language?: string;
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
  /** The language the visitor used on the site: the mails that answer them are in it. */
  language?: string;
}
export interface NewsletterSubscriptionTable {
  id: string;
  email: string;
  createdAt: string;
  /** Opens /desinscription without a login; stored as is (the admin export gives each link). The app always sets it. */
  unsubscribeToken: ColumnType<string | null, string | undefined, string>;
  language?: string;
  /** Double opt-in: null until the confirmation page's button; unconfirmed rows go after 7 days. */
  confirmedAt: ColumnType<string | null, string | null | undefined, string | null>;
  confirmToken: ColumnType<string | null, string | null | undefined, string | null>;
  /** The server reported the address undeliverable: campaigns skip it. */
  bouncedAt: ColumnType<string | null, string | null | undefined, string | null>;
}
