import type { DbOrTx } from '../db/client';
import {
  discounts,
  productCategories,
  productCollectionItems,
  productCollections,
  productForms,
  productSlots,
  products,
  productVariants,
  sliders,
  type TimeSlot,
} from '../db/schema';
import { CATEGORY_TREE, COLLECTIONS, type QuestionDef, type ServiceDef } from './data/catalogue';
import type { Random } from './random';
import { slugFromName } from '@storedesk/shared/format/slug';

export interface SeededVariant {
  id: string | null;
  name: string | null;
  /** Price in paise (integer) so totals add up exactly. */
  pricePaise: number;
}
export interface SeededProduct {
  id: string;
  name: string;
  categoryId: string;
  popularity: number;
  variants: SeededVariant[];
  questions: QuestionDef[];
}
export interface SeededCatalogue {
  products: SeededProduct[];
  categoryIds: string[];
  collectionIds: string[];
}

/** Slug from a name (spec 3 §5): the screens' own rule, transliterated, lower case, spaces to hyphens. */
export const slugify = slugFromName;

const ALL_CHANNELS = ['POS', 'MOBILE_APP', 'WEB_APP', 'CSC'];

function compareAt(price: number): string {
  // A list price about 20% higher, rounded to the next 49/99 like real price tags.
  return String(Math.ceil((price * 1.2) / 50) * 50 - 1);
}

export async function seedCatalogue(
  db: DbOrTx,
  rng: Random,
  storeId: string,
  slotsByDay: Map<string, TimeSlot[]>,
  productSpecificSlots: boolean,
  now: Date,
): Promise<SeededCatalogue> {
  const seeded: SeededProduct[] = [];
  const categoryIds: string[] = [];
  const byName = new Map<string, string>();

  for (const parent of CATEGORY_TREE) {
    const parentId = rng.uuid();
    categoryIds.push(parentId);
    await db
      .insert(productCategories)
      .values({ id: parentId, storeId, name: parent.name, urlSlug: slugify(parent.name), isParent: true });
    for (const child of parent.children) {
      const childId = rng.uuid();
      categoryIds.push(childId);
      await db.insert(productCategories).values({
        id: childId,
        storeId,
        name: child.name,
        urlSlug: slugify(child.name),
        parentCategoryId: parentId,
      });
      for (const service of child.services) {
        const product = await insertService(
          db,
          rng,
          storeId,
          childId,
          service,
          slotsByDay,
          productSpecificSlots,
        );
        seeded.push(product);
        byName.set(product.name, product.id);
      }
    }
  }

  const collectionIds: string[] = [];
  for (const collection of COLLECTIONS) {
    const id = rng.uuid();
    collectionIds.push(id);
    await db
      .insert(productCollections)
      .values({ id, storeId, name: collection.name, urlSlug: slugify(collection.name) });
    await db.insert(productCollectionItems).values(
      collection.services.map((name, position) => ({
        storeId,
        collectionId: id,
        productId: byName.get(name)!,
        position,
      })),
    );
  }

  await seedPromotions(db, storeId, seeded, collectionIds, categoryIds, now);
  return { products: seeded, categoryIds, collectionIds };
}

async function insertService(
  db: DbOrTx,
  rng: Random,
  storeId: string,
  categoryId: string,
  service: ServiceDef,
  slotsByDay: Map<string, TimeSlot[]>,
  productSpecificSlots: boolean,
): Promise<SeededProduct> {
  const id = rng.uuid();
  const parentSku = `${service.name[0].toUpperCase()}${rng.int(10000, 999999)}`;
  const hasVariants = service.variants[0][0] !== '';
  const lowest = Math.min(...service.variants.map(([, price]) => price));
  await db.insert(products).values({
    id,
    storeId,
    name: service.name,
    description: `<p>${service.description}</p>`,
    parentSku,
    urlSlug: slugify(service.name),
    sellingPrice: String(lowest),
    compareAtPrice: compareAt(lowest),
    productCategoryId: categoryId,
    availability: ALL_CHANNELS.map((channel) => ({ channel })),
    commonPrice: !hasVariants,
    productTags: service.tags,
    productMetaDatas: [
      { product_meta_name: 'Duration', product_meta_value: `${service.durationMinutes} min` },
      { product_meta_name: 'Service warranty', product_meta_value: '30 days' },
    ],
    productOtherDetails: { min_quantity: 1, max_quantity: 10 },
    productVariantsOptions: hasVariants
      ? [{ name: service.option ?? 'Option', values: service.variants.map(([name]) => name) }]
      : [],
    productSeo: {
      title: `${service.name} at Home | Sparkle`,
      description: service.description,
      keywords: [service.name.toLowerCase(), ...service.tags],
    },
  });

  const variants: SeededVariant[] = [];
  if (hasVariants) {
    const rows = service.variants.map(([name, price], position) => {
      const variantId = rng.uuid();
      variants.push({ id: variantId, name, pricePaise: price * 100 });
      return {
        id: variantId,
        storeId,
        productId: id,
        variantName: name,
        sku: `${parentSku}-${position + 1}`,
        sellingPrice: String(price),
        compareAtPrice: compareAt(price),
        position,
      };
    });
    await db.insert(productVariants).values(rows);
  } else {
    variants.push({ id: null, name: null, pricePaise: lowest * 100 });
  }

  if (service.questions) {
    await db.insert(productForms).values({
      storeId,
      productId: id,
      requestFields: service.questions.map((question) => ({
        _id: rng.uuid(),
        name: question.name,
        field_type: question.type,
        field_options: question.options ?? [],
        is_mandatory: question.mandatory,
        is_active: true,
        product_variant_id: null,
      })),
    });
  }

  // Long services keep to the morning slots; with per-service slots on, the first variant gets its own cards.
  if (productSpecificSlots && service.durationMinutes >= 180) {
    await db.insert(productSlots).values(
      [...slotsByDay].map(([day, slots]) => ({
        storeId,
        productId: id,
        variantId: variants[0].id,
        day: day as 'MONDAY',
        slots: slots.filter((slot) => slot.start_time <= '12:00'),
        isActive: day !== 'SUNDAY',
      })),
    );
  }
  return {
    id,
    name: service.name,
    categoryId,
    popularity: service.popularity,
    variants,
    questions: service.questions ?? [],
  };
}

async function seedPromotions(
  db: DbOrTx,
  storeId: string,
  seeded: SeededProduct[],
  collectionIds: string[],
  categoryIds: string[],
  now: Date,
): Promise<void> {
  const nextYear = `${now.getUTCFullYear() + 1}-03-31`;
  await db.insert(discounts).values([
    {
      storeId,
      name: 'First booking 15% off',
      code: 'FIRSTSPARKLE',
      discountType: 'ORDER',
      valueType: 'PERCENTAGE',
      value: '15',
      expiryDate: nextYear,
      discountLimitAvailability: true,
      discountAvailableTo: { criteria: 'FIRST_TIME_ORDER', customer_first_order: true },
    },
    {
      storeId,
      name: 'Deep cleaning ₹500 off',
      code: 'CLEAN500',
      discountType: 'PRODUCT',
      valueType: 'VALUE',
      value: '500',
      productId: seeded[0].id,
      expiryDate: nextYear,
    },
    {
      storeId,
      name: 'Summer essentials 10% off',
      code: 'SUMMER10',
      discountType: 'PRODUCT_COLLECTION',
      valueType: 'PERCENTAGE',
      value: '10',
      productCollectionId: collectionIds[0],
      expiryDate: nextYear,
    },
    {
      storeId,
      name: 'Monsoon pest offer',
      code: 'MONSOON200',
      discountType: 'CATEGORY',
      valueType: 'VALUE',
      value: '200',
      productCategoryId: categoryIds[categoryIds.length - 1],
      expiryDate: `${now.getUTCFullYear() - 1}-09-30`,
      isActive: false,
    },
  ]);

  await db.insert(sliders).values([
    {
      storeId,
      channel: 'MOBILE_APP',
      slides: [
        { type: 'PRODUCT', redirect_id: seeded[0].id, image: '/uploads/demo/slide-deep-cleaning.jpg' },
        { type: 'PRODUCT_GROUP', redirect_id: collectionIds[0], image: '/uploads/demo/slide-summer.jpg' },
        { type: 'CATEGORY', redirect_id: categoryIds[0], image: '/uploads/demo/slide-cleaning.jpg' },
      ],
    },
    {
      storeId,
      channel: 'WEB_APP',
      slides: [
        { type: 'PRODUCT_GROUP', redirect_id: collectionIds[1], image: '/uploads/demo/slide-festive.jpg' },
        { type: 'NONE', redirect_id: null, image: '/uploads/demo/slide-brand.jpg' },
      ],
    },
    {
      storeId,
      channel: 'POS',
      slides: [{ type: 'NONE', redirect_id: null, image: '/uploads/demo/slide-pos.jpg' }],
    },
  ]);
}
