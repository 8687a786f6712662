import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFileKey } from './file-storage';

/** Keys are checked again here so a future caller cannot walk out of the folder with '../'. */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

function segment(value: string): string {
  if (!SAFE_SEGMENT.test(value) || value.includes('..'))
    throw new Error(`unsafe storage key part "${value}"`);
  return value;
}

/** The default storage: `<root>/<store id>/<name>` on the local disk (UPLOAD_DIR). */
export class LocalFolderStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: StoredFileKey): string {
    return path.join(this.root, segment(key.storeId), segment(key.name));
  }

  async put(key: StoredFileKey, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // 'wx': fail rather than replace an existing file.
    await writeFile(file, data, { flag: 'wx' });
  }

  async get(key: StoredFileKey): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
