import path from 'node:path';
import type { Env } from '../../env.ts';
import type { FileStorage } from './file-storage.ts';
import { localFileStorage } from './local-storage.ts';
import { s3FileStorage } from './s3-storage.ts';

/** S3 when `S3_ENDPOINT` is set (then bucket and keys are required), else `<DATA_DIR>/files`. */
export function fileStorageFromEnv(env: Env): FileStorage {
  if (!env.S3_ENDPOINT) return localFileStorage(path.join(env.DATA_DIR, 'files'));
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new Error(
      'Invalid environment:\nS3_ENDPOINT needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return s3FileStorage({
    endpoint: env.S3_ENDPOINT,
    bucket,
    region: env.S3_REGION,
    accessKeyId,
    secretAccessKey,
    prefix: env.S3_PREFIX,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'on',
  });
}
