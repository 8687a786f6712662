import { useMemo, useState } from 'react';
import { useErrorToast, type CustomerSummary } from '@storedesk/shared';
import { usePickerCustomers } from '../api/picker-customers';
import { CustomerPickerModal } from './customer-picker-modal';

export interface CustomerPickerProps {
  open: boolean;
  members: CustomerSummary[];
  onAdd: (customers: CustomerSummary[]) => void;
  onClose: () => void;
}

/** The picker's search state and call; a new search starts again at page 1 and keeps earlier picks. */
export function CustomerPicker({ open, members, onAdd, onClose }: CustomerPickerProps) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<CustomerSummary[]>([]);
  const found = usePickerCustomers(open ? keyword : '', page);
  useErrorToast(found.error, found.errorUpdatedAt);
  const memberIds = useMemo(() => new Set(members.map((m) => m._id)), [members]);

  const close = () => {
    setKeyword('');
    setPage(1);
    setSelected([]);
    onClose();
  };

  return (
    <CustomerPickerModal
      open={open}
      keyword={keyword}
      onKeywordChange={(next) => {
        setKeyword(next);
        setPage(1);
      }}
      rows={found.data?.data ?? []}
      loading={found.isFetching}
      page={page}
      total={found.data?.total ?? 0}
      onPageChange={setPage}
      selected={selected}
      onSelectedChange={setSelected}
      memberIds={memberIds}
      onAdd={() => {
        onAdd(selected.filter((c) => !memberIds.has(c._id)));
        close();
      }}
      onCancel={close}
    />
  );
}
