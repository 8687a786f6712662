import { downloadReportOperation, operationPath, reportFileName } from '@storedesk/shared';
import { streamDownload, type DownloadProgress } from './stream-download';
import { saveFile } from './save-file';

export interface ReportRequest {
  type: string;
  subtype: string;
  /** YYYY-MM-DD, store-local. */
  fromDate: string;
  toDate: string;
}

/** GET report/{type}/{subtype} (type and subtype lower-cased, spec 1 §7), saved under the server's file name. */
export async function downloadReport(
  request: ReportRequest,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<string> {
  const type = request.type.toLowerCase();
  const subtype = request.subtype.toLowerCase();
  const file = await streamDownload(
    operationPath(downloadReportOperation, { type, subtype }),
    { from_date: request.fromDate, to_date: request.toDate },
    onProgress,
    signal,
  );
  const fileName = file.fileName ?? reportFileName(type, subtype, request.fromDate, request.toDate);
  saveFile(file.blob, fileName);
  return fileName;
}
