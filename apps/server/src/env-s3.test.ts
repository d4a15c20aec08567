import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('S3 settings', () => {
  it('stay off without S3_BUCKET, whatever else is set', () => {
    expect(loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toBeUndefined();
  });

  it('take a local service: path-style addressing, default region and prefix, the given keys', () => {
    const { s3 } = loadConfig({
      S3_BUCKET: 'site',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3).toEqual({
      bucket: 'site',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'uploads/',
    });
  });

  it('take AWS itself: host-style addressing and the SDK’s own credentials unless both keys are given', () => {
    const { s3 } = loadConfig({ S3_BUCKET: 'site', S3_REGION: 'eu-west-3', S3_ACCESS_KEY_ID: 'id', S3_PREFIX: '' });
    expect(s3).toMatchObject({
      endpoint: undefined,
      region: 'eu-west-3',
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
    expect(
      loadConfig({ S3_BUCKET: 'site', S3_ENDPOINT: 'https://s3.example', S3_FORCE_PATH_STYLE: 'false' }).s3
        ?.forcePathStyle,
    ).toBe(false);
  });
});
