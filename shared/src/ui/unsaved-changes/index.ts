export * from './use-unsaved-changes-prompt';
export * from './unsaved-changes-texts';
