export * from './app-modal';
export * from './modal-fit';
