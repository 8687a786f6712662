import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Alert } from 'antd';
import type { Dayjs } from 'dayjs';
import { ApiError, findReport, todayInZone, toApiDate, useSession, useSubmit } from '@storedesk/shared';
import { PageLayout } from '@storedesk/shared/ui';
import { downloadReport, type ReportRequest } from './api/download-report';
import { DownloadProgress } from './components/download-progress';
import { ReportRangeForm, type ReportRange } from './components/report-range-form';
import { useFileDownload } from './hooks/use-file-download';
import { REPORTS_TEXTS as T } from './reports-texts';
import { reportUrls } from './urls';

/**
 * /reports/:type/:subtype: the period and the download. Without a type or subtype, or with a pair that is not a
 * report of the catalogue, the screen only says 'Invalid URL' (spec 1 §2.1, §8); a failed download says 'Error in
 * generating Report' (spec 1 §8) with the server's reason beneath it. Dates are store-local days: today and
 * earlier, sent as YYYY-MM-DD. Changing a date drops the last result, so a 'Saved' line always names the file of
 * the dates shown.
 */
export default function ReportContainer() {
  const { type, subtype } = useParams();
  const tz = useSession((state) => state.store?.store_timezone);
  const today = useMemo(() => todayInZone(tz), [tz]);
  const download = useFileDownload((request: ReportRequest, onProgress) =>
    downloadReport(request, onProgress),
  );
  // A double click on Generate downloads once.
  const generateOnce = useSubmit((request: ReportRequest) => download.mutateAsync(request), {
    afterSuccess: 'stay',
  });

  const report = type && subtype ? findReport(type.toLowerCase(), subtype.toLowerCase()) : undefined;
  if (!type || !subtype || !report) {
    return (
      <PageLayout title={T.homeTitle} back={{ to: reportUrls.home(), label: T.backToReports }}>
        <Alert type="error" showIcon title={T.invalidUrl} />
      </PageLayout>
    );
  }
  const isFuture = (day: Dayjs) => day.isAfter(today, 'day');
  const generate = ({ from, to }: ReportRange) =>
    void generateOnce.run({ type, subtype, fromDate: toApiDate(from), toDate: toApiDate(to) });

  return (
    <PageLayout
      title={report.title}
      subtitle={report.description}
      back={{ to: reportUrls.home(), label: T.backToReports }}
    >
      <ReportRangeForm
        initial={{ from: today.startOf('month'), to: today }}
        isDisabledDay={isFuture}
        pending={download.isPending || generateOnce.busy}
        onGenerate={generate}
        onRangeChange={download.reset}
      />
      {download.progress && <DownloadProgress progress={download.progress} />}
      {download.isError && (
        <Alert
          type="error"
          showIcon
          title={T.reportFailed}
          description={download.error instanceof ApiError ? download.error.message : undefined}
        />
      )}
      {download.isSuccess && <Alert type="success" showIcon title={T.saved(download.data)} />}
    </PageLayout>
  );
}
