import { useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import {
  ApiError,
  toast,
  useLoadCustomer,
  useSession,
  useSubmit,
  type CustomerDetail,
  type CustomerSummary,
  type NewCustomer,
} from '@storedesk/shared';
import { CUSTOMER_SEARCH_MIN } from '../../shared/api/order-lookups';
import { useCreateCustomer } from './api/create-customer';
import { useCustomerSearchPages } from './api/search-customers';
import { ChosenCustomer } from './components/chosen-customer';
import { CustomerResultsModal } from './components/customer-results-modal';
import { NewCustomerModal } from './components/new-customer-modal';
import { CUSTOMER_TEXTS as T } from './customer-texts';
import { dialingCodeFor } from './dialing-codes';
import { checkNewCustomer, type NewCustomerForm } from './new-customer-check';
import { showServerError } from './show-server-error';

export interface CustomerPickerProps {
  value: CustomerDetail | null;
  onChange: (customer: CustomerDetail | null) => void;
  disabled?: boolean;
}

/**
 * The new booking's customer: search (3+ characters) with the results in a picker modal, or an inline new
 * customer. Choosing loads the customer with their saved addresses before it is handed to the booking.
 */
export function CustomerPicker({ value, onChange, disabled }: CustomerPickerProps) {
  const storeCountry = useSession((state) => state.store?.country_code);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [resultsOpen, setResultsOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [choosingId, setChoosingId] = useState<string | null>(null);
  const search = useCustomerSearchPages(resultsOpen ? keyword : '');
  const loadCustomer = useLoadCustomer();
  const create = useCreateCustomer();
  // One customer per opening of the modal: a double click on Create makes one and picks it (issue 21).
  const createOnce = useSubmit((customer: NewCustomer) => create.mutateAsync(customer), {
    afterSuccess: 'leave',
    opening: creating,
    onSuccess: (reply) => {
      // Customer creation shows the server's own message and title (spec 1 §8).
      toast.success(reply.title, reply.message);
      setCreating(false);
      onChange(reply.data);
    },
    onError: showServerError,
  });

  const submitSearch = (text: string) => {
    const trimmed = text.trim();
    if (trimmed.length < CUSTOMER_SEARCH_MIN) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    setKeyword(trimmed);
    setResultsOpen(true);
  };

  const choose = async (customer: CustomerSummary) => {
    setChoosingId(customer._id);
    try {
      onChange(await loadCustomer(customer._id));
      setResultsOpen(false);
      setTyped('');
    } catch (error) {
      showServerError(error);
    } finally {
      setChoosingId(null);
    }
  };

  const submitNewCustomer = (form: NewCustomerForm) => {
    const checked = checkNewCustomer(form);
    if (!checked.ok) {
      toast.error(checked.title, checked.message);
      return;
    }
    void createOnce.run(checked.customer);
  };

  const customers = search.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Flex vertical gap="small">
      {value ? (
        <ChosenCustomer customer={value} disabled={disabled} onChange={() => onChange(null)} />
      ) : (
        <>
          <Flex gap="small" wrap>
            <Input.Search
              aria-label={T.searchLabel}
              placeholder={T.searchPlaceholder}
              enterButton={T.search}
              allowClear
              disabled={disabled}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onSearch={submitSearch}
              style={{ flex: 1, minWidth: 260 }}
            />
            <Button disabled={disabled} onClick={() => setCreating(true)}>
              {T.newCustomer}
            </Button>
          </Flex>
          {tooShort && <Typography.Text type="secondary">{T.searchTooShort}</Typography.Text>}
        </>
      )}
      <CustomerResultsModal
        open={resultsOpen}
        keyword={keyword}
        customers={customers}
        loading={search.isFetching && !search.isFetchingNextPage}
        error={searchError(search.error)}
        hasMore={Boolean(search.hasNextPage)}
        loadingMore={search.isFetchingNextPage}
        choosingId={choosingId}
        onLoadMore={() => void search.fetchNextPage()}
        onChoose={(customer) => void choose(customer)}
        onClose={() => setResultsOpen(false)}
      />
      <NewCustomerModal
        open={creating}
        defaultCountryCode={dialingCodeFor(storeCountry)}
        saving={createOnce.busy}
        onCancel={() => setCreating(false)}
        onSubmit={submitNewCustomer}
      />
    </Flex>
  );
}

const searchError = (error: Error | null) =>
  error ? { title: error instanceof ApiError ? error.title : 'Error', message: error.message } : null;
