import { Card, Table, Tag } from 'antd';
import { contractSyncResultLabel, formatDate, formatTime, type ContractSyncEntry } from '@storedesk/shared';
import { CONTRACT_SYNC_TEXTS as T } from '../address-sync-texts';

const RESULT_COLOURS: Record<string, string> = { SYNCED: 'green', FAILED: 'red', NOT_CONFIGURED: 'default' };

/** The contract's sync attempts, newest first (the API sends the last 20), times in the store's zone. */
export function ContractSyncLog({ log, tz }: { log: ContractSyncEntry[]; tz?: string | null }) {
  return (
    <Card title={T.history} size="small">
      <Table<ContractSyncEntry>
        size="small"
        rowKey="_id"
        pagination={false}
        dataSource={log}
        locale={{ emptyText: T.empty }}
        columns={[
          {
            title: T.columns.when,
            key: 'when',
            width: 170,
            render: (_, e) => `${formatDate(e.created_at, tz)} ${formatTime(e.created_at, tz)}`,
          },
          {
            title: T.columns.who,
            dataIndex: 'employee_name',
            width: 160,
            render: (name: string) => name || T.none,
          },
          {
            title: T.columns.result,
            dataIndex: 'result',
            width: 170,
            render: (result: string) => (
              <Tag color={RESULT_COLOURS[result]}>{contractSyncResultLabel(result)}</Tag>
            ),
          },
          {
            title: T.columns.externalId,
            dataIndex: 'external_id',
            width: 140,
            render: (id: string | null) => id ?? T.none,
          },
          { title: T.columns.message, dataIndex: 'message', ellipsis: true },
        ]}
      />
    </Card>
  );
}
