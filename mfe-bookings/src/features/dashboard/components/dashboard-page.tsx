import { Col, Flex, Row, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, type DashboardData } from '@storedesk/shared';
import { PageLayout, StoreDatePicker, useTypedDateCheck } from '@storedesk/shared/ui';
import { DASHBOARD_TEXTS as T } from '../dashboard-texts';
import { isEmptyDay } from '../dashboard-view-model';
import { ChannelSharesCard } from './channel-shares-card';
import { DashboardEmptyDay, DashboardError, DashboardSkeleton } from './dashboard-states';
import { HourlySalesCard } from './hourly-sales-card';
import { StatusCountsCard } from './status-counts-card';
import { SummaryTiles } from './summary-tiles';
import { TopCategoriesCard } from './top-categories-card';
import { TopProductsCard } from './top-products-card';

export type DashboardView =
  | { status: 'loading' }
  | { status: 'error'; title: string; message: string; onRetry: () => void }
  | { status: 'ready'; data: DashboardData };

export interface DashboardPageProps {
  day: Dayjs;
  onDayChange: (day: Dayjs) => void;
  isDisabledDay: (day: Dayjs) => boolean;
  view: DashboardView;
  currency?: string;
}

/** The dashboard laid out: the page header (title, the day in words, the date picker), then four tiles, hourly sales, then products, categories, channels and statuses. */
export function DashboardPage({ day, onDayChange, isDisabledDay, view, currency }: DashboardPageProps) {
  // A typed day after today (store zone) or a typo is not taken; the field says why instead of dropping it.
  const typed = useTypedDateCheck(isDisabledDay);
  return (
    <PageLayout
      title={T.title}
      subtitle={T.subtitle(day.format(DATE_FORMAT))}
      extra={
        <Flex vertical gap={2}>
          <StoreDatePicker
            aria-label={T.datePickerLabel}
            value={day}
            format={DATE_FORMAT}
            allowClear={false}
            disabledDate={isDisabledDay}
            status={typed.problem ? 'error' : undefined}
            {...typed.handlers}
            onChange={(next) => {
              typed.clear();
              if (next) onDayChange(next);
            }}
          />
          {typed.problem && (
            <Typography.Text type="danger" role="alert">
              {typed.problem}
            </Typography.Text>
          )}
        </Flex>
      }
    >
      {view.status === 'loading' && <DashboardSkeleton />}
      {view.status === 'error' && (
        <DashboardError title={view.title} message={view.message} onRetry={view.onRetry} />
      )}
      {view.status === 'ready' && <DashboardBody data={view.data} day={day} currency={currency} />}
    </PageLayout>
  );
}

function DashboardBody({ data, day, currency }: { data: DashboardData; day: Dayjs; currency?: string }) {
  const empty = isEmptyDay(data);
  return (
    <Flex vertical gap={16}>
      <SummaryTiles data={data} currency={currency} showGraphs={!empty} />
      {empty ? (
        <DashboardEmptyDay date={day.format(DATE_FORMAT)} />
      ) : (
        <>
          <HourlySalesCard data={data} currency={currency} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <TopProductsCard data={data} />
            </Col>
            <Col xs={24} lg={10}>
              <TopCategoriesCard data={data} />
            </Col>
            <Col xs={24} lg={14}>
              <ChannelSharesCard data={data} currency={currency} />
            </Col>
            <Col xs={24} lg={10}>
              <StatusCountsCard data={data} />
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}
