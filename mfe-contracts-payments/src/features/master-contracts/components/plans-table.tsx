import { Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { MasterPlan } from '@storedesk/shared';
import { CellText, RowAction, RowActions, actionsColumn, ListTable } from '@storedesk/shared/ui';
import { PLAN_TEXTS as T } from '../master-contract-texts';
import { planUrls } from '../urls';

export interface PlansTableProps {
  rows: MasterPlan[];
  loading: boolean;
  canOpen: boolean;
  canEdit: boolean;
  /** Whether the role may toggle is_active; otherwise the state is a tag. */
  canToggle: boolean;
  /** The plan whose toggle is being saved. */
  togglingId: string | null;
  onToggle: (plan: MasterPlan, active: boolean) => void;
}

export function ActiveTag({ active }: { active: boolean }) {
  return <Tag color={active ? 'green' : 'default'}>{active ? T.active.true : T.active.false}</Tag>;
}

/** The store's plans (up to 100, no paging): name, slug, SKU, variants, contracts sold, the active toggle. */
export function PlansTable({
  rows,
  loading,
  canOpen,
  canEdit,
  canToggle,
  togglingId,
  onToggle,
}: PlansTableProps) {
  const C = T.columns;
  const columns: ColumnsType<MasterPlan> = [
    {
      key: 'name',
      title: C.name,
      // Two lines at most, cut with the whole name on hover: a long name never pushes the list sideways.
      render: (_, row) => (
        <CellText maxWidth={260} lines={2} to={canOpen ? planUrls.detail(row._id) : undefined}>
          {row.subscription_name}
        </CellText>
      ),
    },
    { key: 'slug', title: C.slug, render: (_, row) => <CellText maxWidth={180}>{row.url_slug}</CellText> },
    { key: 'sku', title: C.sku, render: (_, row) => <CellText maxWidth={120}>{row.parent_sku}</CellText> },
    {
      key: 'variants',
      title: C.variants,
      render: (_, row) => (
        <CellText maxWidth={200} lines={2}>
          {row.variants.map((v) => v.name).join(', ')}
        </CellText>
      ),
    },
    { key: 'sold', title: C.sold, align: 'right', dataIndex: 'contracts_sold' },
    {
      key: 'active',
      title: C.active,
      render: (_, row) =>
        canToggle ? (
          <Switch
            size="small"
            checked={row.is_active}
            loading={togglingId === row._id}
            aria-label={T.activeToggle(row.subscription_name)}
            onChange={(on) => onToggle(row, on)}
          />
        ) : (
          <ActiveTag active={row.is_active} />
        ),
    },
  ];
  if (canOpen || canEdit)
    columns.push(
      actionsColumn(C.actions, (row: MasterPlan) => (
        <RowActions>
          {canOpen && (
            <RowAction
              label={T.view}
              ariaLabel={`${T.view} ${row.subscription_name}`}
              to={planUrls.detail(row._id)}
            />
          )}
          {canEdit && (
            <RowAction
              label={T.edit}
              ariaLabel={`${T.edit} ${row.subscription_name}`}
              to={planUrls.edit(row._id)}
            />
          )}
        </RowActions>
      )),
    );
  return <ListTable<MasterPlan> columns={columns} rows={rows} loading={loading} emptyText={T.empty} />;
}
