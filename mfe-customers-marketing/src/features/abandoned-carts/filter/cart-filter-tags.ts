import { dateChoice, type FilterTagSpec } from '@storedesk/shared/ui';
import { CARTS_TEXTS as T } from '../abandoned-carts-texts';
import { channelLabel } from '../../shared/components/cart-display';
import { DEFAULT_SORT, type CartFilter } from './cart-filter';

const F = T.filter;

/** A range shows (and filters) only with both ends, as spec 1 §5 counts it. */
const range = (from: unknown, to: unknown) =>
  to === undefined || to === null ? undefined : `${from} – ${to}`;

/** How each abandoned-cart filter shows as a tag; the sort shows only when it is not the default. */
export const CART_FILTER_TAGS: FilterTagSpec<CartFilter>[] = [
  {
    key: 'customer_id',
    label: F.customer,
    show: (id, f) => f.customer_label ?? String(id),
    also: ['customer_label'],
  },
  {
    key: 'updated_date_type',
    label: F.updatedDate,
    show: (value, f) => dateChoice(T.dateOptions, f.updated_from, f.updated_to)(value),
    also: ['updated_from', 'updated_to'],
  },
  {
    key: 'cart_value_from',
    label: F.cartValueFrom.replace(' From', ''),
    show: (from, f) => range(from, f.cart_value_to),
    also: ['cart_value_to'],
  },
  {
    key: 'products_count_from',
    label: F.productsCountFrom.replace(' From', ''),
    show: (from, f) => range(from, f.products_count_to),
    also: ['products_count_to'],
  },
  { key: 'channel', label: F.channel, show: (code) => channelLabel(code) },
  {
    key: 'sort_by',
    label: F.sortBy,
    show: (by, f) => {
      const order = f.sort ?? DEFAULT_SORT.sort;
      if (by === DEFAULT_SORT.sort_by && order === DEFAULT_SORT.sort) return undefined;
      return `${T.sortByOptions[by]}, ${T.sortOptions[order]}`;
    },
    also: ['sort'],
  },
];
