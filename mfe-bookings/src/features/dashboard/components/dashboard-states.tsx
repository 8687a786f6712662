import { Button, Card, Col, Empty, Result, Row, Skeleton } from 'antd';
import { DASHBOARD_TEXTS as T } from '../dashboard-texts';

/** Placeholder cards in the dashboard's own layout while the day's figures load. */
export function DashboardSkeleton() {
  return (
    // A named status region: a name on a plain div is prohibited ARIA (axe's aria-prohibited-attr).
    <Row gutter={[16, 16]} role="status" aria-busy="true" aria-label="Loading dashboard">
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
        {/* antd's secondary grey (0.45) is 3.4:1 on white; 0.65 reads at 5.7:1 (WCAG AA asks 4.5:1). */}
        <span style={{ color: 'rgba(0,0,0,0.65)' }}>{T.emptyDayHint}</span>
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
