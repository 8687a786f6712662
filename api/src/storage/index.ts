import type { AppConfig } from '../config';
import type { FileStorage } from './file-storage';
import { LocalFolderStorage } from './local-folder-storage';

export type { FileStorage, StoredFileKey } from './file-storage';
export { LocalFolderStorage } from './local-folder-storage';

/** The storage the config asks for; only the local folder exists today (a bucket adapter plugs in here). */
export function createFileStorage(config: Pick<AppConfig, 'uploadDir'>): FileStorage {
  return new LocalFolderStorage(config.uploadDir);
}
