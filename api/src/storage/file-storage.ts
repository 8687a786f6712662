/**
 * Where uploaded files live. The routes only see this interface, so a bucket adapter (S3, GCS...) can replace the
 * local folder without touching them. Keys are already safe: a store id (uuid) and a random name the API made.
 */
export interface StoredFileKey {
  storeId: string;
  name: string;
}

export interface FileStorage {
  /** Writes a new file; never overwrites one (names are random, a clash is a fault). */
  put(key: StoredFileKey, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none under that key. */
  get(key: StoredFileKey): Promise<Buffer | null>;
}
