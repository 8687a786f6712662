/**
 * Spec 2 §6, spec 3 §5: an option locked for good (a completed booking's status, summary, services ...) says this,
 * on the disabled control and in the API's 403 refusal alike. No TypeBox here: screens read it from the root entry.
 */
export const LOCKED_OPTION_MESSAGE = 'Contact Support Team To modify this Options';
export const LOCKED_OPTION_TITLE = 'Forbidden';
