import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../routes/catalogue-search/like-pattern';
import { customers } from './schema';

/**
 * A customer whose full name, e-mail or phone holds `keyword` (case-insensitive substring; % and _ match
 * themselves). Each arm is one of the trigram indexes of migration 0006, so PostgreSQL answers it with a bitmap of
 * the three indexes instead of reading every customer. The name expression is the index's, byte for byte; a match
 * in the first or the last name alone is a match in "first last" too.
 */
export function customerKeywordMatch(keyword: string): SQL {
  const pattern = containsPattern(keyword.trim());
  return or(
    ilike(sql`(${customers.firstName} || ' ' || ${customers.lastName})`, pattern),
    ilike(customers.email, pattern),
    ilike(customers.phoneNo, pattern),
  )!;
}
