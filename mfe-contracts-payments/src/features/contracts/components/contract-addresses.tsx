import { Flex, Typography } from 'antd';
import { addressLines, type ContractDetails } from '@storedesk/shared';
import { CONTRACT_DETAIL_TEXTS as T } from '../contract-texts';

type Address = ContractDetails['addresses'][number];

/** Where the contract's visits happen. */
export function ContractAddresses({ addresses }: { addresses: Address[] }) {
  if (!addresses.length) return <Typography.Text type="secondary">{T.noAddress}</Typography.Text>;
  return (
    <Flex vertical gap="small">
      {addresses.map((a, i) => (
        <div key={i}>
          {addressLines(a).map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>
      ))}
    </Flex>
  );
}
