import { App } from 'antd';
import { hasPermission, useSession } from '@storedesk/shared';
import { downloadServiceList } from './api/download-service-list';
import { ReportsHomePage } from './components/reports-home-page';
import { useFileDownload } from './hooks/use-file-download';
import { REPORTS_TEXTS as T } from './reports-texts';

/** /reports: the report list, and the service list download after a yes/no confirmation (spec 1 §2.4). */
export default function ReportsHomeContainer() {
  const { modal } = App.useApp();
  // The service list needs list_product, which FINANCE (reports, but no services) lacks: no button it cannot use.
  const canListServices = useSession((state) => hasPermission(state.employee?.employee_type, 'list_product'));
  const download = useFileDownload((_: void, onProgress) => downloadServiceList(onProgress));

  const confirmDownload = () => {
    modal.confirm({
      title: T.serviceListConfirm,
      okText: T.yes,
      cancelText: T.no,
      onOk: () => download.mutate(),
    });
  };

  return (
    <ReportsHomePage
      onDownloadServiceList={canListServices ? confirmDownload : null}
      serviceListProgress={download.progress}
      serviceListError={download.isError ? T.serviceListFailed : null}
    />
  );
}
