// Constraint violations the services translate into domain errors, as each engine reports them:
// better-sqlite3 by name, PostgreSQL by SQLSTATE (23505 unique_violation, 23503 foreign_key_violation).
const codeOf = (e: unknown): unknown => (typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined);

export const isUniqueViolation = (e: unknown): boolean => {
  const code = codeOf(e);
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};
export const isForeignKeyViolation = (e: unknown): boolean => {
  const code = codeOf(e);
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
};
