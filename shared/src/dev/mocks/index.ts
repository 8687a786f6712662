// '@storedesk/shared/dev/mocks': how a remote's MSW handlers answer (and the scenario their tests set). With
// '/dev/mock-request' (reading the call), '/dev/mock-data' (stable generated records) and '/dev/mock-domains' (every
// API domain's handlers over one mock store). No msw/browser here,
// so the handlers also run under msw/node in Jest.
export * from './mock-scenario';
export * from './respond';
