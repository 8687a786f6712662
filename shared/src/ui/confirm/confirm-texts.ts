export const CONFIRM_TEXTS = { ok: 'Yes', cancel: 'No' } as const;
