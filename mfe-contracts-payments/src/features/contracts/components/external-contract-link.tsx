import { useState } from 'react';
import { Button, Descriptions, Typography } from 'antd';
import {
  FIELD_SERVICE_WEB_URL_META,
  fieldServiceContractLink,
  storeMeta,
  useSession,
} from '@storedesk/shared';
import { AppModal } from '@storedesk/shared/ui';
import { CONTRACT_EXTERNAL_TEXTS as T } from '../address-sync-texts';

/**
 * The external contract link (spec 2 §2 "Details"): shown once the contract has a field-service id. With a
 * field-service system configured the id opens the contract's page in its web app (the store's zuper_web_url, as
 * the booking job link does); without one there is no page to open, so the id is shown to copy.
 */
export function ExternalContractLink({ uid }: { uid: string | null }) {
  const [open, setOpen] = useState(false);
  const store = useSession((s) => s.store);
  if (!uid) return null;
  const url = store?.field_service
    ? fieldServiceContractLink(uid, storeMeta(store, FIELD_SERVICE_WEB_URL_META))
    : null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{T.button}</Button>
      <AppModal
        open={open}
        title={T.title}
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="close" onClick={() => setOpen(false)}>
            {T.close}
          </Button>,
          url && (
            <Button key="open" type="primary" href={url} target="_blank" rel="noopener noreferrer">
              {T.open}
            </Button>
          ),
        ]}
      >
        <Descriptions column={1} size="small">
          <Descriptions.Item label={T.externalId}>
            <Typography.Text copyable>{uid}</Typography.Text>
          </Descriptions.Item>
        </Descriptions>
        {!url && <Typography.Paragraph type="secondary">{T.noLink}</Typography.Paragraph>}
      </AppModal>
    </>
  );
}
