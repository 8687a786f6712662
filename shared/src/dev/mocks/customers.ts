import { customerReadHandlers } from './customer-reads';
import { customerWriteHandlers } from './customer-writes';

/** The customers domain (api/src/routes/customers): reads, and writes of the profile and its addresses. */
export const customerHandlers = [...customerReadHandlers, ...customerWriteHandlers];
