/** Server-side cleaning of user input; every route that stores text a person typed uses these. */
export { sanitizeRichText } from './rich-text';
export { isHttpUrl, plainText, slugText } from './plain-text';
export { withoutNul } from './without-nul';
