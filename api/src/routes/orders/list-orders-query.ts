// Plans a page of GET store/order/all: a keyword, other filters or none each read the page their own way.
import type { ListOrdersQuery } from '@storedesk/shared/contracts';
import type { Db } from '../../db/client';
import type { PageWindow } from '../../http/paging';
import { filteredPage } from './list-orders-filtered';
import { keywordListPage } from './list-orders-keyword';
import type { ListRowData } from './list-orders-rows';
import { unfilteredPage } from './list-orders-unfiltered';
import { customersMatching, listConditions, narrowDeliveryWindow } from './list-filters';

/** The page's rows and the list's total (exact without filters, capped at LIST_COUNT_CAP with them). */
export async function listOrdersPage(
  db: Db,
  store: { storeId: string; storeTimezone: string },
  query: ListOrdersQuery,
  { limit, skip }: PageWindow,
): Promise<{ rows: ListRowData[]; total: number }> {
  const { storeId, storeTimezone } = store;
  const keyword = query['filter.keyword']?.trim();
  const keywordCustomers = keyword ? await customersMatching(db, storeId, keyword) : [];
  const { where, filtered } = listConditions(storeId, storeTimezone, query, keywordCustomers);
  if (keyword) return keywordListPage(db, where, skip, limit);
  if (filtered) {
    const window = narrowDeliveryWindow(query)
      ? {
          from: query['filter.delivery_from_date']!,
          to: query['filter.delivery_to_date']!,
        }
      : undefined;
    return filteredPage(db, where, skip, limit, window);
  }
  return unfilteredPage(db, storeId, skip, limit);
}
