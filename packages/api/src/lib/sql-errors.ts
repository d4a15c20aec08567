// better-sqlite3 error codes the services translate into domain errors.
export const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && 'code' in e && (e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e.code === 'SQLITE_CONSTRAINT_UNIQUE');
export const isForeignKeyViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && 'code' in e && e.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
