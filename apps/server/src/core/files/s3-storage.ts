import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type FileStorage } from './file-storage.ts';

export type S3Options = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys below this prefix (`xinmiao/`), so one bucket can serve several installations. */
  prefix: string;
  /** Path-style URLs (MinIO and most self-hosted S3 services need them). */
  forcePathStyle: boolean;
};

function isNoSuchKey(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound')
  );
}

/** Files in an S3-compatible bucket (AWS S3, MinIO, OSS/COS in S3 mode). */
export function s3FileStorage(options: S3Options): FileStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const objectKey = (key: string): string => {
    assertSafeKey(key);
    return `${options.prefix}${key}`;
  };
  return {
    kind: 's3',
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isNoSuchKey(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
    async putStream(key, data, size, contentType) {
      // One PUT takes up to 5 GB; the length is sent up front, so the body streams without buffering.
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: data,
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async sizeOf(key) {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }),
        );
        return head.ContentLength ?? null;
      } catch (error) {
        if (isNoSuchKey(error)) return null;
        throw error;
      }
    },
    async readRange(key, start, end) {
      const object = await client.send(
        new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key), Range: `bytes=${start}-${end}` }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('S3 returned no readable body');
      return object.Body;
    },
  };
}
