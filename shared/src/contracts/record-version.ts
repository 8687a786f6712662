import { Type } from 'typebox';

/**
 * Every editable record carries a version (issue 9): its details answer it, an edit sends back the one the screen
 * loaded, and the API changes the record only while that is still its version (bumping it), so of two staff saving
 * the same record one succeeds and the other gets a 409 (changed-elsewhere.ts) instead of silently undoing the first.
 */
export const RecordVersion = Type.Integer({ minimum: 0, maximum: 2147483647, examples: [0] });
