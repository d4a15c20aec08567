import type { ColumnType } from 'kysely';

// Back-office accounts, their sessions and second factor, and the journal of their writes.
// Table shapes as Kysely sees them: see ../schema.ts.

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
  /** 1: the account hears of each new message, application or request (issue 32); on by default. */
  notifySubmissions: ColumnType<number, number | undefined, number>;
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
