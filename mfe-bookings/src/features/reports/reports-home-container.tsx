import { hasPermission, useSession, useSubmit } from '@storedesk/shared';
import { useConfirm } from '@storedesk/shared/ui';
import { downloadServiceList } from './api/download-service-list';
import { ReportsHomePage } from './components/reports-home-page';
import { useFileDownload } from './hooks/use-file-download';
import { REPORTS_TEXTS as T } from './reports-texts';

/** /reports: the report list, and the service list download after a yes/no confirmation (spec 1 §2.4). */
export default function ReportsHomeContainer() {
  const confirm = useConfirm();
  // The service list needs list_product, which FINANCE (reports, but no services) lacks: no button it cannot use.
  const canListServices = useSession((state) => hasPermission(state.employee?.employee_type, 'list_product'));
  const download = useFileDownload((_: void, onProgress) => downloadServiceList(onProgress));
  // One download at a time; the page shows its progress, so the question closes at once.
  const downloadOnce = useSubmit<void>(() => download.mutateAsync(), { afterSuccess: 'stay' });

  const confirmDownload = async () => {
    if (await confirm({ title: T.serviceListConfirm, okText: T.yes, cancelText: T.no }))
      void downloadOnce.run();
  };

  return (
    <ReportsHomePage
      onDownloadServiceList={canListServices ? () => void confirmDownload() : null}
      serviceListProgress={download.progress}
      serviceListError={download.isError ? T.serviceListFailed : null}
    />
  );
}
