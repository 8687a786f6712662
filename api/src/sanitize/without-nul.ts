// Removing NUL from typed text before it is stored or cleaned further (shared by the routes that store text).
// eslint-disable-next-line no-control-regex -- Postgres text cannot hold NUL; matching it is the point
const NUL = /\u0000/g;

/** Text without NUL characters, which Postgres refuses in text (22021, answered as a 500). */
export const withoutNul = (value: string) => value.replace(NUL, '');
