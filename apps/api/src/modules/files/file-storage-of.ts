import path from 'node:path';
import type { AppConfig } from '../../config/env.ts';
import { localDiskStorage, type FileStorage } from './file-storage.ts';
import { s3Storage } from './s3-storage.ts';

export type { FileStorage };

type StorageConfig = Pick<AppConfig, 'dataDir'> &
  Partial<Pick<AppConfig, 'S3_URL' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>>;

/** the configured storage: S3_URL's object store (several nodes), else DATA_DIR/files (config/env.ts checks the set) */
export function fileStorageOf(config: StorageConfig): FileStorage {
  if (!config.S3_URL) return localDiskStorage(path.join(config.dataDir, 'files'));
  return s3Storage({
    url: config.S3_URL,
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION ?? 'us-east-1',
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
  });
}
