/** Spec 1 §9: the customer detail's bookings, payments and contracts come 10 a page, pages from 1. */
export const DETAIL_PAGE_SIZE = 10;

/** The query of one page of a customer's list: `offset` is the page number from 1. */
export const customerPageQuery = (customerId: string, page: number) => ({
  limit: DETAIL_PAGE_SIZE,
  offset: page,
  'filter.customer_id': customerId,
});
