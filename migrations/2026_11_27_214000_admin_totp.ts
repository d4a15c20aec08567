import type { Kysely } from 'kysely';

/*
 * The back-office's second factor (issue 27, item 11). On `admins`: the TOTP key (base32; written when the
 * account asks for a QR code, on only once `totp_enabled_at` is set by a first valid code) and the last
 * time step a code was accepted for, so that a code cannot be used twice. The key must be read back to
 * check a code, so it is kept as is, like the rest of the database it protects; recovery codes are
 * random (80 bits) and kept as SHA-256 hashes, one row each, marked when used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('admins').addColumn('totp_enabled_at', 'text').execute();
  await db.schema.alterTable('admins').addColumn('totp_last_step', 'integer').execute();

  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('admin_recovery_codes_admin_id').on('admin_recovery_codes').column('admin_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_recovery_codes').execute();
  await db.schema.alterTable('admins').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('admins').dropColumn('totp_enabled_at').execute();
  await db.schema.alterTable('admins').dropColumn('totp_secret').execute();
}
