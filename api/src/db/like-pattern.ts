/** `%keyword%` with LIKE's own wildcards escaped, so a typed % or _ matches itself. */
export const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
