import type { ColumnType } from 'kysely';

// Column types shared by the tables that carry an English text beside a French one (not exported by @app/db).

/** An English text beside a French one (issue 28): null until written, so inserts may leave it out. */
export type EnglishText = ColumnType<string | null, string | null | undefined, string | null>;
/** A JSON list of English lines beside a French list, '[]' by default. */
export type EnglishLines = ColumnType<string, string | undefined, string>;
