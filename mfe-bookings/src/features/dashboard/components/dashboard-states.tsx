import { Button, Card, Col, Empty, Result, Row, Skeleton } from 'antd';
import { DASHBOARD_TEXTS as T } from '../dashboard-texts';

/** Placeholder cards in the dashboard's own layout while the day's figures load. */
export function DashboardSkeleton() {
  return (
    <Row gutter={[16, 16]} aria-busy="true" aria-label="Loading dashboard">
      {[0, 1, 2, 3].map((key) => (
        <Col key={key} xs={24} sm={12} xl={6}>
          <Card size="small">
            <Skeleton active paragraph={{ rows: 2 }} />
          </Card>
        </Col>
      ))}
      <Col xs={24}>
        <Card>
          <Skeleton active paragraph={{ rows: 7 }} />
        </Card>
      </Col>
    </Row>
  );
}

export function DashboardEmptyDay({ date }: { date: string }) {
  return (
    <Card>
      <Empty description={T.emptyDay(date)}>
        <span style={{ color: 'rgba(0,0,0,0.45)' }}>{T.emptyDayHint}</span>
      </Empty>
    </Card>
  );
}

export interface DashboardErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
}

/** The server's message in place of the figures, with a Retry. */
export function DashboardError({ title, message, onRetry }: DashboardErrorProps) {
  return (
    <Card>
      <Result
        status="error"
        title={title}
        subTitle={message}
        extra={
          <Button type="primary" onClick={onRetry}>
            {T.retry}
          </Button>
        }
      />
    </Card>
  );
}
