// Browser test setup: jest-dom matchers and the bits of the DOM that jsdom lacks and antd expects.
require('@testing-library/jest-dom');
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = () => {};
// antd 6's Form (@rc-component/form) defers watch notices with MessageChannel, which jsdom lacks. A timer-backed
// stand-in is enough for tests and, unlike node's worker_threads channel, leaves no open handle behind.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessagePort {
    constructor() {
      this.onmessage = null;
      this.other = null;
    }
    postMessage(data) {
      const target = this.other;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    close() {
      this.onmessage = null;
    }
  }
  globalThis.MessageChannel = class TimerMessageChannel {
    constructor() {
      this.port1 = new TimerMessagePort();
      this.port2 = new TimerMessagePort();
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  };
}

// A screen test that fails runs once more before it counts (CI runs two suites at once on two cores, and a render
// can come late). The first failure is printed in full ("logErrorsBeforeRetry"), so a flaky test stays visible in
// the log and gets fixed (as the push-notification field waits were); one that fails twice still fails.
/* global jest */
jest.retryTimes(1, { logErrorsBeforeRetry: true });
