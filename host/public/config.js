// Page configuration for the dev server; a deployment writes its own (scripts/deployment.mjs).
window.STOREDESK_CONFIG = {};
