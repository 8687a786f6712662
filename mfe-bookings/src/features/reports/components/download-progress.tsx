import { Flex, Progress, Spin, Typography } from 'antd';
import type { DownloadProgress as Progressing } from '../api/stream-download';
import { formatBytes, REPORTS_TEXTS as T } from '../reports-texts';

/**
 * What a running download shows: a percentage when the server said how big the file is, otherwise (reports are
 * streamed without a length) a spinner with the bytes received so far.
 */
export function DownloadProgress({ progress }: { progress: Progressing }) {
  const received = T.received(formatBytes(progress.received));
  return (
    <Flex role="status" aria-live="polite" align="center" gap={12}>
      {progress.total ? (
        <Progress
          percent={Math.min(100, Math.round((progress.received / progress.total) * 100))}
          style={{ width: 240 }}
        />
      ) : (
        <Spin />
      )}
      <Typography.Text>{T.downloading}</Typography.Text>
      <Typography.Text type="secondary">{received}</Typography.Text>
    </Flex>
  );
}
