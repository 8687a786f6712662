import { Flex, Segmented, Select, Tag, Typography } from 'antd';
import { ROLES, type Role } from '../auth/permissions';
import type { Store } from '../contracts/store';
import { useSession } from '../session/session-store';
import { refetchAll, signInAs } from './dev-session';
import { useMockScenario, type MockScenario } from './mocks/mock-scenario';

export interface DevStripProps {
  name: string;
  emptyLabel?: string;
  store?: Partial<Store>;
}

/** The standalone page's top strip: what this page is, who is signed in, and what the mocks answer. */
export function DevStrip({ name, emptyLabel = 'Empty', store }: DevStripProps) {
  const role = useSession((state) => state.employee?.employee_type);
  const storeName = useSession((state) => state.store?.name);
  const { scenario, setScenario } = useMockScenario();
  const scenarios: { label: string; value: MockScenario }[] = [
    { label: 'Normal', value: 'normal' },
    { label: emptyLabel, value: 'empty' },
    { label: 'Server error', value: 'error' },
  ];
  return (
    <Flex
      align="center"
      justify="space-between"
      wrap
      gap={12}
      style={{ padding: '8px 24px', background: '#001529', color: '#fff' }}
    >
      <Flex align="center" gap={8}>
        <Tag color="gold">DEV</Tag>
        <Typography.Text style={{ color: '#fff' }}>{name} standalone (mock data)</Typography.Text>
        {storeName && (
          <Typography.Text style={{ color: 'rgba(255,255,255,0.65)' }}>· {storeName}</Typography.Text>
        )}
      </Flex>
      <Flex align="center" gap={12} wrap>
        <Segmented<MockScenario>
          size="small"
          options={scenarios}
          value={scenario}
          onChange={(value) => {
            setScenario(value);
            refetchAll();
          }}
        />
        <Typography.Text style={{ color: '#fff' }}>sign in as</Typography.Text>
        <Select<Role>
          aria-label="sign in as"
          size="small"
          style={{ width: 130 }}
          value={role as Role | undefined}
          options={ROLES.map((value) => ({ value, label: value }))}
          onChange={(next) => signInAs(next, store)}
        />
      </Flex>
    </Flex>
  );
}
