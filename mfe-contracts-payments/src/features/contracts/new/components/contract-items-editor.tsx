import { Button, Card, Flex, InputNumber, Tooltip, Typography } from 'antd';
import { NEW_CONTRACT_TEXTS as T } from '../new-contract-texts';
import type { NewContractItemRow } from '../new-contract-values';

export interface ContractItemsEditorProps {
  /** Form.Item's value: the chosen variant's items still covered. */
  value?: NewContractItemRow[];
  onChange?: (items: NewContractItemRow[]) => void;
}

const nameOf = (item: NewContractItemRow) =>
  item.variant_name ? `${item.product_name} (${item.variant_name})` : item.product_name;

/**
 * The services the new contract covers: the variant's items, each with its units per visit and a remove action;
 * the last one stays (a contract covers at least one service).
 */
export function ContractItemsEditor({ value = [], onChange }: ContractItemsEditorProps) {
  if (value.length === 0) return <Typography.Text type="secondary">{T.itemsHint}</Typography.Text>;
  const change = (index: number, next: NewContractItemRow | null) =>
    onChange?.(
      next ? value.map((item, i) => (i === index ? next : item)) : value.filter((_, i) => i !== index),
    );
  const last = value.length === 1;
  return (
    <Flex vertical gap="small">
      {value.map((item, index) => (
        <Card key={`${item.product_id}-${item.selected_product_variant_id ?? ''}`} size="small">
          <Flex justify="space-between" align="center" gap="small" wrap>
            <Typography.Text style={{ minWidth: 0, flex: '1 1 200px' }}>{nameOf(item)}</Typography.Text>
            <Flex align="center" gap="small">
              <Typography.Text type="secondary">{T.perVisit}</Typography.Text>
              <InputNumber
                min={1}
                max={1000}
                precision={0}
                value={item.quantity}
                aria-label={T.perVisitOf(nameOf(item))}
                onChange={(quantity) => {
                  // An emptied box is being retyped: the last quantity stands until a number comes.
                  if (quantity !== null) change(index, { ...item, quantity });
                }}
              />
              <Tooltip title={last ? T.keepOne : undefined}>
                <Button
                  danger
                  disabled={last}
                  aria-label={T.removeItem(nameOf(item))}
                  onClick={() => change(index, null)}
                >
                  {T.remove}
                </Button>
              </Tooltip>
            </Flex>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
