export interface PgCluster {
  /** postgres:// address of the cluster's `postgres` database. */
  url: string;
  /** The folder of the binaries used. */
  bin: string;
  stop: () => void;
}
export declare const executable: (path: string) => boolean;
export declare function findPgBin(): string | undefined;
export declare function startPgCluster(bin: string, options?: { durable?: boolean }): Promise<PgCluster>;
