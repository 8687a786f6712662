import type { CSSProperties } from 'react';
import { Alert, Button, Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { REPORT_CATALOGUE } from '@storedesk/shared';
import { PageLayout } from '@storedesk/shared/ui';
import type { DownloadProgress as Progressing } from '../api/stream-download';
import { REPORTS_TEXTS as T } from '../reports-texts';
import { DownloadProgress } from './download-progress';
import { reportUrls } from '../urls';

const LIST_STYLE: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
};

export interface ReportsHomePageProps {
  /** null: the role may not download the service list, so no button. */
  onDownloadServiceList: (() => void) | null;
  serviceListProgress: Progressing | null;
  serviceListError: string | null;
}

/** The list of reports, each linking to its generate screen, and the service list download. */
export function ReportsHomePage({
  onDownloadServiceList,
  serviceListProgress,
  serviceListError,
}: ReportsHomePageProps) {
  return (
    <PageLayout
      title={T.homeTitle}
      subtitle={T.homeSubtitle}
      extra={
        onDownloadServiceList && (
          <Button onClick={onDownloadServiceList} loading={serviceListProgress !== null}>
            {T.downloadServiceList}
          </Button>
        )
      }
    >
      {serviceListProgress && <DownloadProgress progress={serviceListProgress} />}
      {serviceListError && <Alert type="error" showIcon title={serviceListError} />}
      <ul aria-label={T.homeTitle} style={LIST_STYLE}>
        {REPORT_CATALOGUE.map((report) => (
          <li key={`${report.type}/${report.subtype}`}>
            <Card
              size="small"
              title={<Link to={reportUrls.report(report.type, report.subtype)}>{report.title}</Link>}
            >
              <Typography.Text type="secondary">{report.description}</Typography.Text>
            </Card>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
