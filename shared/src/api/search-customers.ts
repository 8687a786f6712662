import { searchCustomersOperation } from '../contracts/all-operations';
import type { CustomerSearchReply } from '../contracts';
import { api } from './api-client';

/** Customer searches ask for 15 (spec 1 §5, spec 2 §9); where they start is the screen's (2 or 3 characters). */
export const CUSTOMER_SEARCH_LIMIT = 15;

/** GET customer/search?limit=15&offset=page&filter.keyword: one page of the customers matching the keyword. */
export const searchCustomers = (keyword: string, page: number, signal?: AbortSignal) =>
  api.call<CustomerSearchReply>(
    searchCustomersOperation,
    { limit: CUSTOMER_SEARCH_LIMIT, offset: page, 'filter.keyword': keyword },
    { signal },
  );
