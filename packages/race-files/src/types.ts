import type {
  ImportNote,
  ParticipantImportField,
  ParticipantImportMapping,
  ResultFileFormat,
  ResultStatus,
} from '@app/contract';

// Pure readers of the files that race software and the registration platform write (race-files.md):
// bytes in, rows out, no database. Matching rows to races, participants and championships is the API's job.

/** A file that cannot be read at all (wrong kind, truncated, no header): a French message naming the line. */
export class RaceFileError extends Error {
  constructor(
    message: string,
    /** 1-based line of the file, or null when the problem is the whole file. */
    readonly line: number | null,
  ) {
    super(message);
    this.name = 'RaceFileError';
  }
}

export type DecodedText = {
  text: string;
  /** 'UTF-8', 'UTF-8 (BOM)' or 'Windows-1252'. */
  encoding: string;
};

/** One row of a results file, read but not yet matched to a participant. */
export type ParsedResultRow = {
  /** 1-based line in the file (for JSON: the line where the lane's object starts, else null). */
  line: number | null;
  status: ResultStatus;
  rank: number | null;
  /** Normalised: `DUPONT, Jean` → `Jean Dupont`. */
  athlete: string;
  club: string;
  category: string;
  /** Normalised `M:SS.t` (or `H:MM:SS.t`), tenths kept; null when no time. */
  time: string | null;
  /** The registration id the race definition carried (ErgRace `id` unless `Lane N`, VRA `ID`), else null. */
  externalId: string | null;
  /** Bib number when the file has one (VRA `Bib Number`), else null. */
  bib: string | null;
  /** Lane when the file tells it. */
  lane: number | null;
};

export type ParsedResults = {
  format: ResultFileFormat;
  rows: ParsedResultRow[];
  /** Empty lanes skipped, names normalised, lanes without a time (shown as DNF until the administrator chooses). */
  warnings: ImportNote[];
  /** Rows that cannot be read, with their line. */
  errors: ImportNote[];
};

export type ParsedParticipantRow = {
  line: number;
  /** Raw trimmed cell values of the mapped fields (empty cells left out). */
  values: Partial<Record<ParticipantImportField, string>>;
};

export type ParsedParticipants = {
  encoding: string;
  /** ';', ',' or a tab. */
  separator: string;
  columns: { index: number; header: string; field: ParticipantImportField | null }[];
  mapping: ParticipantImportMapping;
  rows: ParsedParticipantRow[];
  errors: ImportNote[];
};
