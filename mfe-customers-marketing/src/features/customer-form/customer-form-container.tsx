import { useSearchParams } from 'react-router-dom';
import { CustomerCreateScreen } from './customer-create-screen';
import { CustomerEditScreen } from './customer-edit-screen';

/**
 * /customers/new and /customers/edit (spec 1 §2.6): a customer_id in the query means update, none means
 * create, on either path. Keyed by the id so switching customers starts a fresh form.
 */
export default function CustomerFormContainer() {
  const [params] = useSearchParams();
  const id = params.get('customer_id')?.trim();
  return id ? <CustomerEditScreen key={id} id={id} /> : <CustomerCreateScreen />;
}
