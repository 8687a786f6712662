import type { ReactNode } from 'react';
import { Card, Flex, Statistic, Typography } from 'antd';

export interface StatTileProps {
  title: string;
  value: string | number;
  hint?: ReactNode;
  /** The tile's small decorative graph. */
  chart?: ReactNode;
}

/** A summary tile: label, big figure, one line of context and a small graph underneath. */
export function StatTile({ title, value, hint, chart }: StatTileProps) {
  return (
    <Card size="small" styles={{ body: { padding: 16 } }} style={{ height: '100%' }}>
      <Flex vertical gap={8}>
        <Statistic title={title} value={value} />
        <div style={{ height: 48 }}>{chart}</div>
        {hint && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {hint}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
