/** DATABASE_URL chooses PostgreSQL only with its own schemes; anything else is refused rather than guessed. */
export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//i.test(url);

/** The address as messages and logs may show it: the password replaced. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(adresse illisible)';
  }
}

/** The same server with another database name (tests and `pnpm db:copy` create databases beside it). */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}
