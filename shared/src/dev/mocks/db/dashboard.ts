import { DASHBOARD_HOURS, type DashboardData } from '../../../index';
import { makeEmptyDashboardData, spreadOverHours } from '../../../testing/factories';
import { round2, seeded } from '../seeded';

/**
 * Realistic dashboard figures for the standalone page: the same date always gives the same day (seeded from
 * the date), weekends sell more, and days more than 90 days back are empty, like the demo seed's window.
 */
const SERVICES = [
  ['Deep Home Cleaning', 'Cleaning'],
  ['Bathroom Cleaning', 'Cleaning'],
  ['Kitchen Cleaning', 'Cleaning'],
  ['Sofa Shampooing', 'Cleaning'],
  ['AC Service & Repair', 'Appliance Repair'],
  ['Washing Machine Repair', 'Appliance Repair'],
  ['Refrigerator Repair', 'Appliance Repair'],
  ['Cockroach Control', 'Pest Control'],
  ['Termite Treatment', 'Pest Control'],
  ['Tap & Mixer Repair', 'Plumbing'],
  ['Switchboard Repair', 'Electrical'],
  ['Wall Painting (per room)', 'Painting'],
  ["Women's Haircut at Home", 'Salon at Home'],
  ['Full Body Massage', 'Spa & Massage'],
  ['Car Wash at Home', 'Car Care'],
] as const;
const STATUSES = ['Completed', 'Confirmed', 'In Progress', 'Pending', 'Cancelled'] as const;
const HISTORY_DAYS = 90;

/** `date` is the API's YYYY/MM/DD; `today` the store's today in the same format. */
export function generateDashboardData(date: string, today: string): DashboardData {
  const day = new Date(`${date.replaceAll('/', '-')}T00:00:00Z`);
  const now = new Date(`${today.replaceAll('/', '-')}T00:00:00Z`);
  const age = Math.round((now.getTime() - day.getTime()) / 86_400_000);
  if (age < 0 || age > HISTORY_DAYS) return makeEmptyDashboardData();

  const random = seeded(date);
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
  const bookings = Math.round((weekend ? 55 : 35) + random() * 25);
  const avgValue = 1400 + random() * 900;
  const total = bookings * avgValue;
  const split = {
    WEB_APP: 0.34,
    MOBILE_APP: 0.04,
    MOBILE_APP_ANDROID: 0.19,
    MOBILE_APP_IOS: 0.13,
    POS: 0.2,
    CSC: 0.1,
  };
  const sales_by_channel = Object.fromEntries(
    Object.entries(split).map(([channel, share]) => [
      channel,
      round2(total * share * (0.8 + random() * 0.4)),
    ]),
  ) as DashboardData['sales_by_channel'];

  // Hour weights with a morning and an evening peak, jittered per day.
  const weights = DASHBOARD_HOURS.map((_, i) =>
    Math.max(0.2, 6 - Math.abs(i - 6) * 0.9 + (i > 10 ? 3 - Math.abs(i - 13) : 0) + random() * 2),
  );
  const web = spreadOverHours(sales_by_channel.WEB_APP, weights);
  const pos = spreadOverHours(
    sales_by_channel.POS,
    weights.map((w, i) => (i < 3 || i > 15 ? 0.1 : w)),
  );
  const mobile = spreadOverHours(
    sales_by_channel.MOBILE_APP + sales_by_channel.MOBILE_APP_ANDROID + sales_by_channel.MOBILE_APP_IOS,
    weights.map((w, i) => w + (i > 12 ? 2 : 0)),
  );
  const support = spreadOverHours(
    sales_by_channel.CSC,
    weights.map((w, i) => (i < 4 || i > 13 ? 0.2 : w)),
  );

  // Bookings spread over services, then statuses, so every count sums to the day's total.
  const perService = new Map<string, number>();
  for (let i = 0; i < bookings; i += 1) {
    const [service] = SERVICES[Math.floor(Math.pow(random(), 1.8) * SERVICES.length)];
    perService.set(service, (perService.get(service) ?? 0) + 1);
  }
  const perCategory = new Map<string, number>();
  for (const [service, category] of SERVICES) {
    const count = perService.get(service) ?? 0;
    if (count) perCategory.set(category, (perCategory.get(category) ?? 0) + count);
  }
  const statusShares = [0.55, 0.2, 0.1, 0.1, 0.05];
  const statusCounts = statusShares.map((share) => Math.floor(bookings * share));
  statusCounts[0] += bookings - statusCounts.reduce((a, b) => a + b, 0);

  return {
    stats: {
      total_sales: round2(Object.values(sales_by_channel).reduce((a, b) => a + b, 0)),
      total_orders: bookings,
      order_by_status: STATUSES.map((status, i) => ({ status, count: statusCounts[i] })).filter(
        (s) => s.count > 0,
      ),
    },
    sales_by_channel,
    sales_by_hour: DASHBOARD_HOURS.map((hour, i) => ({
      hour,
      web: web[i],
      pos: pos[i],
      mobile_app: mobile[i],
      customer_support: support[i],
    })),
    sales_by_products: [...perService]
      .map(([product, count]) => ({ product, count }))
      .sort((a, b) => b.count - a.count)
      .slice(0, 8),
    sales_by_categories: [...perCategory]
      .map(([category, count]) => ({ category, count }))
      .sort((a, b) => b.count - a.count)
      .slice(0, 7),
  };
}
