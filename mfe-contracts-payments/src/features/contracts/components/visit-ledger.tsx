import { Flex, Progress, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import dayjs from 'dayjs';
import { DATE_FORMAT, type ContractItem } from '@storedesk/shared';
import { CONTRACT_DETAIL_TEXTS as T } from '../contract-texts';
import { contractUrls } from '../urls';

/**
 * One service's visit ledger: "N of M visits used" with a bar, then each booking that used them (number linking to
 * the booking, its day DD/MM/YYYY, its status), newest first. Lines wrap rather than widen the table.
 */
export function VisitLedger({ item }: { item: ContractItem }) {
  const used = item.total_quantity - item.available_quantity;
  return (
    <Flex vertical gap={4} style={{ minWidth: 200 }}>
      <span>{T.visitsUsed(used, item.total_quantity)}</span>
      <Progress
        percent={item.total_quantity ? Math.round((used / item.total_quantity) * 100) : 0}
        showInfo={false}
        size="small"
        aria-hidden
      />
      {item.visits.length === 0 ? (
        <Typography.Text type="secondary">{T.noVisitsYet}</Typography.Text>
      ) : (
        <ul aria-label={T.visitBookings} style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
          {item.visits.map((visit) => (
            <li key={visit._id}>
              <Flex gap={8} wrap align="center">
                <Link to={contractUrls.booking(visit._id)}>#{visit.order_number}</Link>
                {/* A calendar day, shown as it is (no time zone shift). */}
                <span>{dayjs(visit.delivery_date).format(DATE_FORMAT)}</span>
                <Tag style={{ marginInlineEnd: 0 }}>{visit.status_name}</Tag>
                {visit.quantity > 1 && (
                  <Typography.Text type="secondary">{T.visitQuantity(visit.quantity)}</Typography.Text>
                )}
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
