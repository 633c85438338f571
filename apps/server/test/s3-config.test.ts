// Issue 32: the bucket is configured by S3_URL or by the separate S3_* variables; half a
// configuration stops the start naming what is missing; no secret is ever repeated back.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const problem = (env: NodeJS.ProcessEnv): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    return message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

const PARTS = {
  S3_ENDPOINT: 'http://minio.internal:9000',
  S3_BUCKET: 'nibble-pictures',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'wJalr/XUtnFEMI+K7MDENG',
};

describe('S3 configuration', () => {
  it('keeps pictures off S3 when no S3_* variable is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads S3_URL: keys, host and port, bucket, region, path style; https unless s3+http', () => {
    const secret = encodeURIComponent('wJalr/XUtnFEMI+K7MDENG');
    expect(
      loadConfig({ S3_URL: `s3://AKIAEXAMPLE:${secret}@r2.example.com/pictures?region=auto` }).s3,
    ).toEqual({
      endpoint: 'https://r2.example.com',
      bucket: 'pictures',
      region: 'auto',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'wJalr/XUtnFEMI+K7MDENG',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ S3_URL: 's3+http://k:s@10.0.0.5:9000/pics/?path_style=0' }).s3,
    ).toMatchObject({
      endpoint: 'http://10.0.0.5:9000',
      bucket: 'pics',
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it('reads the separate variables; path style by default only with an endpoint', () => {
    expect(loadConfig(PARTS).s3).toEqual({
      endpoint: 'http://minio.internal:9000',
      bucket: 'nibble-pictures',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'wJalr/XUtnFEMI+K7MDENG',
      forcePathStyle: true,
    });
    const amazon = loadConfig({ ...PARTS, S3_ENDPOINT: '', S3_REGION: 'ap-south-1' }).s3;
    expect(amazon).toMatchObject({ region: 'ap-south-1', forcePathStyle: false });
    expect(amazon?.endpoint).toBeUndefined();
    expect(loadConfig({ ...PARTS, S3_FORCE_PATH_STYLE: '0' }).s3?.forcePathStyle).toBe(false);
  });

  it.each([
    [{ S3_BUCKET: 'pics' }, 'S3_ACCESS_KEY_ID is missing (needed with S3_BUCKET)'],
    [{ ...PARTS, S3_BUCKET: undefined }, 'S3_BUCKET is missing'],
    [{ ...PARTS, S3_SECRET_ACCESS_KEY: '' }, 'S3_SECRET_ACCESS_KEY is missing'],
    [{ ...PARTS, S3_ENDPOINT: undefined }, 'S3_REGION is missing'],
    [{ S3_FORCE_PATH_STYLE: '1' }, 'S3_BUCKET is missing (needed with S3_FORCE_PATH_STYLE)'],
    [{ ...PARTS, S3_URL: 's3://k:s@h/b1c' }, 'S3_URL: set either S3_URL or S3_ENDPOINT'],
    [{ S3_URL: 'https://k:s@host/pics' }, 'S3_URL must be a URL like s3://KEY:SECRET@host'],
    [{ S3_URL: 's3://host/pics' }, 'S3_URL: the access key and secret must come before'],
    [{ S3_URL: 's3://k:s@host/' }, 'S3_URL: the path must be the bucket name'],
    [{ S3_URL: 's3://k:s@host/pics?regoin=x' }, 'S3_URL: unknown option regoin'],
    [{ ...PARTS, S3_BUCKET: 'Pictures_1' }, 'S3_BUCKET must be a bucket name'],
    [{ ...PARTS, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http:// or https:// URL'],
    [{ ...PARTS, S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE must be 1 or 0'],
  ] as const)('%o', (env, expected) => {
    expect(problem(env)).toContain(`Invalid configuration: ${expected}`);
  });

  it('never repeats a key or secret back', () => {
    const url = 's3://AKIAEXAMPLE:TopSecret42@host/Bad_Bucket';
    expect(problem({ S3_URL: url })).not.toContain('TopSecret42');
    expect(problem({ S3_URL: 'ftp://AKIA:TopSecret42@host/b' })).not.toContain('TopSecret42');
    const half = problem({ S3_SECRET_ACCESS_KEY: 'TopSecret42' });
    expect(half).toContain('S3_BUCKET is missing');
    expect(half).not.toContain('TopSecret42');
  });
});
