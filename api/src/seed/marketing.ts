import { eq } from 'drizzle-orm';
import { PUSH_STATUS_REASONS } from '@storedesk/shared/contracts';
import type { DbOrTx } from '../db/client';
import { blogPosts, pushNotifications, stores } from '../db/schema';
import { providerBody } from '../push/provider-body';
import { matchingRecipientIds } from '../push/recipients';
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

const TEN_MINUTES_MS = 10 * 60 * 1000;

/** The outbox state of a seeded notification: most went out, one found no provider, one was refused. */
function seededOutcome(i: number, ahead: boolean, cancelled: boolean, recipients: number) {
  if (cancelled) return { status: 'CANCELLED' as const, statusReason: PUSH_STATUS_REASONS.cancelled };
  if (ahead) return { status: 'SCHEDULED' as const, statusReason: null };
  if (i === 2) return { status: 'NOT_SENT' as const, statusReason: PUSH_STATUS_REASONS.notConfigured };
  if (i === 6) {
    return {
      status: 'FAILED' as const,
      statusReason: `${PUSH_STATUS_REASONS.providerRejected} (HTTP 400): App id is not valid`,
      error: 'App id is not valid',
    };
  }
  return { status: 'SENT' as const, statusReason: null, recipients };
}

/**
 * Sent, scheduled, cancelled, not sent and failed notifications to one customer or to filtered groups, with
 * the recipient lists the criteria really match (the same query the API uses).
 */
export async function seedPushNotifications(
  db: DbOrTx,
  rng: Random,
  storeId: string,
  catalogue: SeededCatalogue,
  seeded: SeededCustomer[],
  authorId: string,
  now: Date,
): Promise<void> {
  const [store] = await db.select({ tz: stores.storeTimezone }).from(stores).where(eq(stores.id, storeId));
  const reachable = seeded.length
    ? await matchingRecipientIds(db, storeId, store.tz, null).then((ids) => new Set(ids))
    : new Set<string>();
  const oneCandidates = seeded.filter((customer) => reachable.has(customer.id));
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
  const rows: (typeof pushNotifications.$inferInsert)[] = [];
  for (let i = 0; i < 10; i++) {
    const def = defs[i % defs.length];
    const one = i % 3 === 0 && oneCandidates.length > 0;
    const scheduled = i % 4 === 1;
    const createdAt = new Date(now.getTime() - (10 - i) * 6 * DAY_MS - rng.int(0, DAY_MS));
    // The last two scheduled ones are still ahead: one shows the cancel action, the other is already cancelled.
    const ahead = scheduled && i >= 5;
    const cancelled = ahead && i === 9;
    // Scheduled times sit on the 10-minute step the screen offers.
    const sendAt = scheduled
      ? new Date(
          Math.floor(
            (ahead ? now.getTime() + rng.int(2, 20) * DAY_MS : createdAt.getTime() + DAY_MS) / TEN_MINUTES_MS,
          ) * TEN_MINUTES_MS,
        )
      : null;
    const criteria = one
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
        };
    const customerId = one ? rng.pick(oneCandidates).id : null;
    const excludeCustomerIds = one ? [] : rng.sample(seeded, 2).map((customer) => customer.id);
    const recipientIds = customerId
      ? [customerId]
      : (await matchingRecipientIds(db, storeId, store.tz, criteria)).filter(
          (id) => !excludeCustomerIds.includes(id),
        );
    const row = {
      storeId,
      title: def.title,
      message: def.message,
      customerType: one ? ('one_customer' as const) : ('multiple_customers' as const),
      customerId,
      excludeCustomerIds,
      criteria,
      redirectType: def.redirectType,
      redirectTo: def.redirectTo,
      deliveryType: scheduled ? ('SCHEDULED' as const) : ('IMMEDIATE' as const),
      deliveryDate: sendAt ? localDate(sendAt) : null,
      deliveryTime: sendAt ? localTimeOfDay(sendAt) : null,
      sendAt,
      notificationImage: null,
      attachmentImage: null,
      isCancelled: cancelled,
      recipientIds,
      createdBy: authorId,
      createdAt,
      updatedAt: createdAt,
    };
    const outcome = seededOutcome(i, ahead, cancelled, recipientIds.length);
    const sentAt = outcome.status === 'SENT' ? (sendAt ?? createdAt) : null;
    const answered = outcome.status === 'SENT' || outcome.status === 'FAILED';
    rows.push({
      ...row,
      status: outcome.status,
      statusReason: outcome.statusReason,
      sentAt,
      sentToCustomers: outcome.status === 'SENT' ? recipientIds.length : 0,
      oneSignalResponse: {
        body: providerBody(row),
        batches: answered
          ? [
              {
                recipients: recipientIds.length,
                status_code: outcome.status === 'SENT' ? 200 : 400,
                response:
                  outcome.status === 'SENT'
                    ? { id: rng.uuid(), external_id: null }
                    : { errors: [outcome.error] },
                error: outcome.status === 'SENT' ? null : (outcome.error ?? null),
              },
            ]
          : [],
      },
    });
  }
  await db.insert(pushNotifications).values(rows);
}
