import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../env';

export interface FakeS3 {
  config: S3Config;
  stop: () => Promise<void>;
}

/** A bucket of s3rver (the S3 REST API, SigV4 included) on a free port of 127.0.0.1, over a temporary folder. */
export async function startFakeS3(bucket = 'aviron-test'): Promise<FakeS3> {
  const directory = mkdtempSync(join(tmpdir(), 'aviron-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's only account.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      prefix: 'uploads/',
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
