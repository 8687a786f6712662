import { REPORT_MAX_RANGE_DAYS } from '@storedesk/shared';

/** Every text the reports screens show (spec 1 §2.4, §8), so tests import and assert the same constants. */
export const REPORTS_TEXTS = {
  homeTitle: 'Reports',
  homeSubtitle: 'Download a spreadsheet of your store’s bookings and sales.',
  downloadServiceList: 'Download Service List',
  serviceListConfirm: 'Are you sure want to download the Service List?',
  yes: 'Yes',
  no: 'No',
  serviceListFailed: 'Error in downloading the Service List',
  invalidUrl: 'Invalid URL',
  reportFailed: 'Error in generating Report',
  fromDate: 'From date',
  toDate: 'To date',
  fromRequired: 'Please select the from date',
  toRequired: 'Please select the to date',
  toBeforeFrom: 'The to date must be on or after the from date',
  rangeTooLong: `A report can cover at most ${REPORT_MAX_RANGE_DAYS} days`,
  generate: 'Generate Report',
  backToReports: 'All reports',
  downloading: 'Generating report…',
  received: (size: string) => `Downloaded ${size}`,
  saved: (fileName: string) => `Saved ${fileName}`,
} as const;

/** 1536 -> '1.5 KB': the download progress in words. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
