import type { DbOrTx } from '../db/client';
import { blogPosts, pushNotifications } from '../db/schema';
import { DAY_MS, localDate, localTimeOfDay } from './clock';
import { slugify, type SeededCatalogue } from './catalogue';
import type { SeededCustomer } from './customers';
import type { Random } from './random';

const POSTS: [string, string][] = [
  [
    '10 Monsoon Tips to Keep Your Home Dry and Fresh',
    'Damp walls and musty cupboards are common in the rains. Here is how to keep them away.',
  ],
  [
    'How Often Should You Service Your AC?',
    'A clean filter can cut your electricity bill by up to 15%. We explain the right schedule.',
  ],
  [
    'Deep Cleaning vs Regular Cleaning: What Is the Difference?',
    'Not every home needs a deep clean every month. Find out when it is worth it.',
  ],
  [
    'Diwali Cleaning Checklist for a Sparkling Home',
    'Room by room, everything to finish before the festivities begin.',
  ],
  [
    'Keeping Cockroaches Away: What Actually Works',
    'Gel treatments, sealing gaps and kitchen habits that make a difference.',
  ],
  [
    'Meet Our Professionals: Training Behind Every Visit',
    'Every Sparkle professional completes 120 hours of training and background checks.',
  ],
  [
    'Choosing the Right Paint Finish for Indian Homes',
    'Emulsion, lustre or texture? A guide for humid and dry cities alike.',
  ],
  ['Water Tank Hygiene: Why Twice a Year Matters', 'Sediment and bacteria build up faster than you think.'],
];

export async function seedBlogPosts(
  db: DbOrTx,
  rng: Random,
  storeId: string,
  authorId: string,
  now: Date,
): Promise<void> {
  await db.insert(blogPosts).values(
    POSTS.map(([title, summary], i) => {
      const createdAt = new Date(now.getTime() - (POSTS.length - i) * 11 * DAY_MS - rng.int(0, DAY_MS));
      return {
        storeId,
        title,
        urlSlug: slugify(title),
        blogContent: `<h2>${title}</h2><p>${summary}</p><p>Book a visit from the Sparkle app or call us, and our team will take care of the rest.</p>`,
        blogCoverPic: null,
        isActive: i !== POSTS.length - 1,
        postDate: createdAt,
        createdBy: authorId,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}

/** Sent, scheduled and cancelled notifications to one customer or to filtered groups. */
export async function seedPushNotifications(
  db: DbOrTx,
  rng: Random,
  storeId: string,
  catalogue: SeededCatalogue,
  seeded: SeededCustomer[],
  authorId: string,
  now: Date,
): Promise<void> {
  const defs = [
    {
      title: 'Summer is here ☀️',
      message: 'Get your AC serviced before the heat peaks. 10% off this week.',
      redirectType: 'COLLECTION',
      redirectTo: catalogue.collectionIds[0],
    },
    {
      title: 'Your home deserves a deep clean',
      message: 'Book Full Home Deep Cleaning from ₹3,499.',
      redirectType: 'PRODUCT',
      redirectTo: catalogue.products[0].id,
    },
    {
      title: 'Salon at home',
      message: 'Waxing, facials and more, by certified professionals.',
      redirectType: 'COLLECTION',
      redirectTo: catalogue.collectionIds[2],
    },
    {
      title: 'Pest-free monsoon',
      message: 'Protect your home from cockroaches and termites.',
      redirectType: 'CATEGORY',
      redirectTo: catalogue.categoryIds[catalogue.categoryIds.length - 1],
    },
    {
      title: 'We miss you!',
      message: 'Here is ₹200 off your next booking. Code: COMEBACK200',
      redirectType: 'CATEGORY',
      redirectTo: catalogue.categoryIds[0],
    },
  ];
  const rows = [];
  for (let i = 0; i < 10; i++) {
    const def = defs[i % defs.length];
    const one = i % 3 === 0;
    const scheduled = i % 4 === 1;
    const createdAt = new Date(now.getTime() - (10 - i) * 6 * DAY_MS - rng.int(0, DAY_MS));
    // The last two scheduled ones are still ahead: one shows the cancel action, the other is already cancelled.
    const ahead = scheduled && i >= 5;
    const sendAt = scheduled
      ? new Date(ahead ? now.getTime() + rng.int(2, 20) * DAY_MS : createdAt.getTime() + DAY_MS)
      : createdAt;
    rows.push({
      storeId,
      title: def.title,
      message: def.message,
      customerType: one ? ('one_customer' as const) : ('multiple_customers' as const),
      customerId: one ? rng.pick(seeded).id : null,
      excludeCustomerIds: one ? [] : rng.sample(seeded, 2).map((customer) => customer.id),
      criteria: one
        ? null
        : {
            customer_created_from: null,
            customer_created_to: null,
            min_order_count: 1,
            max_order_count: null,
            min_lifetime_value: i % 2 === 0 ? 5000 : null,
            max_lifetime_value: null,
            min_points: null,
            max_points: null,
          },
      redirectType: def.redirectType,
      redirectTo: def.redirectTo,
      deliveryType: scheduled ? ('SCHEDULED' as const) : ('IMMEDIATE' as const),
      deliveryDate: scheduled ? localDate(sendAt) : null,
      deliveryTime: scheduled ? localTimeOfDay(sendAt) : null,
      sendAt,
      isCancelled: i === 9 && scheduled,
      sentToCustomers: ahead ? 0 : one ? 1 : rng.int(40, Math.max(41, Math.floor(seeded.length * 0.6))),
      oneSignalResponse: { id: rng.uuid(), recipients: 1, body: { send_after: sendAt.toISOString() } },
      createdBy: authorId,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await db.insert(pushNotifications).values(rows);
}
