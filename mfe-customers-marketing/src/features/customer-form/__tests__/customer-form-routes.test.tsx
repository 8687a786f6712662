import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiUrl, renderWithProviders } from '@storedesk/shared/testing';
import App from '../../../app';
import { CUSTOMER_FORM_TEXTS as T } from '../../shared/texts/customer-form-texts';

jest.setTimeout(120_000);

const ID = '00000000-0000-4000-8000-000000000031';
const asked: string[] = [];
const server = setupServer(
  http.get(apiUrl('customer'), ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('customer_id') ?? '');
    return HttpResponse.json({ message: 'Customer not found', title: 'Customer' }, { status: 404 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe("the remote's App", () => {
  it('mounts the create screen at customers/new', async () => {
    renderWithProviders(<App basename="/" />, { route: '/customers/new' });
    expect(await screen.findByText(T.newTitle)).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('mounts the edit screen at customers/edit and shows the server text when the customer cannot be loaded', async () => {
    renderWithProviders(<App basename="/" />, { route: `/customers/edit?customer_id=${ID}` });
    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
    expect(asked).toEqual([ID]);
    expect(screen.getByRole('button', { name: T.backToList })).toBeInTheDocument();
  });
});
