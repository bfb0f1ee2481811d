import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage.ts';

export interface S3Target {
  /** the service's address: https://s3.ap-southeast-1.amazonaws.com, or an S3-compatible server's */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** an upload's parts: the smallest S3 takes; a file up to this size goes up in one PutObject */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * The uploads' bytes in an S3-compatible object store (issue 21: several API nodes share it, so a file uploaded
 * through one node is downloaded through any other). Keys are the files' UUIDs, as on disk. Path-style addresses
 * (bucket in the path, not the host name) and checksums only where the operation requires one: what S3-compatible
 * servers (MinIO, Ceph, Garage, the test suite's s3rver) all accept; AWS S3 accepts both.
 */
export function s3Storage(target: S3Target): FileStorage {
  const client = new S3Client({
    endpoint: target.url,
    region: target.region,
    forcePathStyle: true,
    credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = target.bucket;
  return {
    async put(key, body) {
      // a stream of unknown length: parts of 5 MB (one PutObject when it is smaller); a failed upload is aborted,
      // so nothing is left behind, as the disk driver's partial file is removed
      await new Upload({ client, params: { Bucket, Key: key, Body: body }, partSize: PART_BYTES, queueSize: 2 }).done();
    },
    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a missing key's delete with success too
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
