import { downloadServiceListOperation, operationPath, SERVICE_LIST_FILE_NAME } from '@storedesk/shared';
import { streamDownload, type DownloadProgress } from './stream-download';
import { saveFile } from './save-file';

/** GET store/product/template: the service list as a spreadsheet. */
export async function downloadServiceList(onProgress: (progress: DownloadProgress) => void): Promise<string> {
  const file = await streamDownload(operationPath(downloadServiceListOperation), {}, onProgress);
  const fileName = file.fileName ?? SERVICE_LIST_FILE_NAME;
  saveFile(file.blob, fileName);
  return fileName;
}
