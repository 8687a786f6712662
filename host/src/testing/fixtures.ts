import type { Employee, Role, Store, StoreAccess } from '@storedesk/shared';

export const STORE_A = '11111111-1111-4111-8111-111111111111';
export const STORE_B = '22222222-2222-4222-8222-222222222222';

export function employeeFixture(role: Role, storeId = STORE_A): Employee {
  return {
    _id: '33333333-3333-4333-8333-333333333333',
    first_name: 'Asha',
    last_name: 'Rao',
    email: 'asha@demo.storedesk.test',
    employee_type: role,
    type: role,
    store_data: { _id: storeId, name: storeId === STORE_A ? 'Indiranagar Studio' : 'Koramangala Studio' },
  };
}

export function storeFixture(id = STORE_A): Store {
  return {
    _id: id,
    name: id === STORE_A ? 'Indiranagar Studio' : 'Koramangala Studio',
    country_code: 'IN',
    currency: 'INR',
    store_timezone: 'Asia/Kolkata',
    store_meta_config: [],
    inventory_settings: { allow_product_specific_slots: false },
    field_service: false,
  };
}

export const STORE_ACCESS: StoreAccess[] = [
  { _id: '44444444-4444-4444-8444-444444444444', store_id: { _id: STORE_A, name: 'Indiranagar Studio' } },
  { _id: '55555555-5555-4555-8555-555555555555', store_id: { _id: STORE_B, name: 'Koramangala Studio' } },
];
