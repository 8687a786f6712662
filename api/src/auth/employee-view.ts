import { and, asc, eq } from 'drizzle-orm';
import type { Employee, StoreAccess } from '@storedesk/shared/contracts';
import type { DbOrTx } from '../db/client';
import { employees, employeeStoreAccess, stores } from '../db/schema';

/** The stores an employee may use (the spec's store access list: each item's store_id holds the store). */
export async function storeAccessList(
  db: DbOrTx,
  where: { employeeId: string } | { email: string },
): Promise<StoreAccess[]> {
  const match =
    'employeeId' in where
      ? eq(employees.id, where.employeeId)
      : eq(employees.email, where.email.toLowerCase());
  const rows = await db
    .select({ id: employeeStoreAccess.id, storeId: stores.id, storeName: stores.name })
    .from(employeeStoreAccess)
    .innerJoin(employees, eq(employees.id, employeeStoreAccess.employeeId))
    .innerJoin(stores, eq(stores.id, employeeStoreAccess.storeId))
    .where(and(match, eq(employees.isDeleted, false)))
    .orderBy(asc(stores.name), asc(stores.id));
  return rows.map((row) => ({ _id: row.id, store_id: { _id: row.storeId, name: row.storeName } }));
}

/** The employee record returned with a token: who, with which role, in which store. Null without access. */
export async function employeeInStore(
  db: DbOrTx,
  employeeId: string,
  storeId: string,
): Promise<Employee | null> {
  const [row] = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      role: employeeStoreAccess.employeeType,
      storeId: stores.id,
      storeName: stores.name,
    })
    .from(employeeStoreAccess)
    .innerJoin(employees, eq(employees.id, employeeStoreAccess.employeeId))
    .innerJoin(stores, eq(stores.id, employeeStoreAccess.storeId))
    .where(and(eq(employees.id, employeeId), eq(stores.id, storeId), eq(employees.isDeleted, false)))
    .limit(1);
  if (!row) return null;
  return {
    _id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    employee_type: row.role,
    type: row.role,
    store_data: { _id: row.storeId, name: row.storeName },
  };
}
