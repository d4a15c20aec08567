import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, HeadBucketCommand, paginateListObjectsV2, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Db } from '@app/db';
import type { S3Config } from '../env';
import { folderFileNames } from './folder-files';
import type { ReadableUploads, Storage, StoredUpload } from './upload-storage';

/** Why the site cannot start on the configured bucket, in one line naming the settings to check. */
export class BucketUnreachableError extends Error {}

const statusOf = (error: unknown): number | undefined => (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

function unreachableLine(config: S3Config, error: unknown): string {
  const where = config.endpoint ? `S3_ENDPOINT=${config.endpoint}` : `AWS (S3_ENDPOINT vide, S3_REGION=${config.region})`;
  const status = statusOf(error);
  if (status === 404) return `Le compartiment S3_BUCKET=${config.bucket} n'existe pas sur ${where} : créez-le ou corrigez S3_BUCKET`;
  if ((error as Error)?.name === 'CredentialsProviderError') {
    return `Aucune clé d'accès pour le compartiment S3_BUCKET=${config.bucket} : renseignez S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY`;
  }
  if (status === 401 || status === 403) {
    return `Le compartiment S3_BUCKET=${config.bucket} refuse l'accès sur ${where} : vérifiez S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY`;
  }
  const reason = (error as Error)?.message || (error as Error)?.name || String(error);
  return `Le stockage S3 ne répond pas (S3_BUCKET=${config.bucket} sur ${where}) : vérifiez S3_ENDPOINT et que le service est démarré (${reason})`;
}

/**
 * Uploads in an S3-compatible bucket: every process reads them, the database stays small. The folder
 * only holds the files while they stream in and are checked.
 */
export class S3Uploads implements Storage, ReadableUploads {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(
    readonly folder: string,
    private readonly config: S3Config,
  ) {
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 demands them: several compatible services refuse the SDK's default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A bucket that does not answer must fail the request (and the start), not hang it.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  /** The storage once the bucket has answered; BucketUnreachableError otherwise. */
  static async open(folder: string, config: S3Config): Promise<S3Uploads> {
    const uploads = new S3Uploads(folder, config);
    try {
      await uploads.client.send(new HeadBucketCommand({ Bucket: config.bucket }));
    } catch (error) {
      uploads.close();
      throw new BucketUnreachableError(unreachableLine(config, error), { cause: error });
    }
    return uploads;
  }

  private key(name: string): string {
    return `${this.config.prefix}${name}`;
  }

  private async put(name: string, bytes: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: this.key(name), Body: bytes, ContentLength: bytes.length }));
  }

  async keep(tmpPath: string, name: string): Promise<void> {
    await this.put(name, await readFile(tmpPath));
    await rm(tmpPath, { force: true });
  }

  async read(name: string): Promise<StoredUpload | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) }));
      const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      return { bytes, createdAt: (object.LastModified ?? new Date()).toISOString() };
    } catch (error) {
      if ((error as Error)?.name === 'NoSuchKey' || statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  /**
   * Copies into the bucket the folder's files it does not hold yet: the demo set's files written by the
   * seed, and a site that kept its uploads in its folder keeps them once it has a bucket.
   */
  async importFolder(): Promise<number> {
    return this.copyMissing(await folderFileNames(this.folder), (name) => readFile(join(this.folder, name)));
  }

  /** Copies into the bucket the files a site of several processes kept in its database before it had a bucket. */
  async importDatabase(db: Db): Promise<number> {
    const names = (await db.selectFrom('uploadedFiles').select('name').execute()).map((row) => row.name);
    return this.copyMissing(names, async (name) => {
      const row = await db.selectFrom('uploadedFiles').select('bytes').where('name', '=', name).executeTakeFirstOrThrow();
      return Buffer.from(row.bytes);
    });
  }

  private async copyMissing(names: string[], bytesOf: (name: string) => Promise<Buffer>): Promise<number> {
    if (names.length === 0) return 0;
    const held = new Set<string>();
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.config.bucket, Prefix: this.config.prefix })) {
      for (const object of page.Contents ?? []) if (object.Key) held.add(object.Key.slice(this.config.prefix.length));
    }
    const missing = names.filter((name) => !held.has(name));
    // Two processes starting together may both copy a file: the same bytes under the same key.
    for (const name of missing) await this.put(name, await bytesOf(name));
    return missing.length;
  }

  /** Closes the client's idle connections. */
  close(): void {
    this.client.destroy();
  }
}
