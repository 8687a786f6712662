import { Input, Space, Table, Typography } from 'antd';
import { AppModal } from '@storedesk/shared/ui';
import type { ColumnsType } from 'antd/es/table';
import type { CustomerSummary } from '@storedesk/shared';
import { CUSTOMER_SEARCH_MIN, PICKER_PAGE_SIZE, GROUP_TEXTS as T } from '../customer-groups-texts';
import { memberName, memberPhone } from './member-display';

export interface CustomerPickerModalProps {
  open: boolean;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  rows: CustomerSummary[];
  loading: boolean;
  page: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Chosen in this modal so far (any page). */
  selected: CustomerSummary[];
  onSelectedChange: (next: CustomerSummary[]) => void;
  /** Customers already in the group: shown, not selectable. */
  memberIds: ReadonlySet<string>;
  onAdd: () => void;
  onCancel: () => void;
}

/** Search customers (from 3 characters), 10 a page, tick the ones to add to the group. */
export function CustomerPickerModal({
  open,
  keyword,
  onKeywordChange,
  rows,
  loading,
  page,
  total,
  onPageChange,
  selected,
  onSelectedChange,
  memberIds,
  onAdd,
  onCancel,
}: CustomerPickerModalProps) {
  const tooShort = keyword.trim().length < CUSTOMER_SEARCH_MIN;
  const selectedIds = selected.map((c) => c._id);
  const columns: ColumnsType<CustomerSummary> = [
    {
      key: 'name',
      title: T.memberColumns.name,
      render: (_, row) =>
        memberIds.has(row._id) ? `${memberName(row)} (${T.picker.alreadyIn})` : memberName(row),
    },
    { key: 'phone', title: T.memberColumns.phone, render: (_, row) => memberPhone(row) },
    { key: 'email', title: T.memberColumns.email, render: (_, row) => row.email ?? '' },
  ];
  return (
    <AppModal
      open={open}
      title={T.picker.title}
      okText={T.picker.add}
      cancelText={T.picker.cancel}
      okButtonProps={{ disabled: selected.length === 0 }}
      onOk={onAdd}
      onCancel={onCancel}
      width={720}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.Search
          aria-label={T.picker.search}
          placeholder={T.picker.searchHint}
          allowClear
          value={keyword}
          onChange={(event) => onKeywordChange(event.target.value)}
        />
        {tooShort ? (
          <Typography.Text type="secondary">{T.picker.tooShort}</Typography.Text>
        ) : (
          <Table<CustomerSummary>
            rowKey="_id"
            size="small"
            columns={columns}
            dataSource={rows}
            loading={loading}
            locale={{ emptyText: T.picker.none }}
            rowSelection={{
              selectedRowKeys: selectedIds,
              preserveSelectedRowKeys: true,
              getCheckboxProps: (row) => ({
                disabled: memberIds.has(row._id),
                'aria-label': memberName(row),
              }),
              // Keys of every page stay selected; their customers come from this page or the earlier picks.
              onChange: (keys) => {
                const known = new Map([...selected, ...rows].map((c) => [c._id, c]));
                onSelectedChange(
                  keys.flatMap((key) => {
                    const customer = known.get(String(key));
                    return customer ? [customer] : [];
                  }),
                );
              },
            }}
            pagination={{
              current: page,
              pageSize: PICKER_PAGE_SIZE,
              total,
              showSizeChanger: false,
              onChange: onPageChange,
            }}
          />
        )}
      </Space>
    </AppModal>
  );
}
