import { create } from 'zustand';

/** What the standalone mocks answer, switchable from the dev strip to see every state of the screen. */
export type MockScenario = 'normal' | 'empty' | 'error';
export const useMockScenario = create<{ scenario: MockScenario; setScenario: (s: MockScenario) => void }>(
  (set) => ({
    scenario: 'normal',
    setScenario: (scenario) => set({ scenario }),
  }),
);
