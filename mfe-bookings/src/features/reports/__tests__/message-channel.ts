/**
 * antd 6's Form (@rc-component/form) defers watch notices with MessageChannel, which jsdom lacks. A timer-backed
 * stand-in (no open handle left behind). Same as the orders tests' copy; both belong in the shared browser test
 * setup (scripts/jest-browser-setup.cjs), and go away when it has one.
 */
type Listener = ((event: { data: unknown }) => void) | null;

class TimerMessagePort {
  onmessage: Listener = null;
  other: TimerMessagePort | null = null;
  postMessage(data: unknown) {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  close() {
    this.onmessage = null;
  }
}

class TimerMessageChannel {
  port1 = new TimerMessagePort();
  port2 = new TimerMessagePort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

if (typeof globalThis.MessageChannel === 'undefined') {
  (globalThis as { MessageChannel?: unknown }).MessageChannel = TimerMessageChannel;
}
export {};
