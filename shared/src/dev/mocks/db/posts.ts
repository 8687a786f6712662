import dayjs from 'dayjs';
import type { BlogPost } from '../../../index';
import { slugFromName } from '../../../format/slug';
import { mockId, seeded } from '../seeded';

/** The standalone store's blog posts (id kind 0x41); deleted ones stay, flagged, like the API's soft delete. */
export interface MockPost extends BlogPost {
  is_deleted: boolean;
}

const TITLES = [
  'Summer Deep Clean Checklist',
  'Five Signs Your AC Needs a Service',
  'How We Train Our Cleaners',
  'Monsoon Pest Control Tips',
  'Sofa Shampoo: What to Expect',
  'Kitchen Chimney Care in 10 Minutes',
  'Festive Season Cleaning Offers',
  'Bathroom Grout, Explained',
  'Why Book a Monthly Contract?',
  'Our New Service Areas',
  'Allergy-Friendly Home Cleaning',
  'Moving Out? A Cleaning Guide',
  'Meet the Team: Field Supervisors',
  'Water Tank Cleaning FAQ',
];

/** Content as the API answers it: already sanitised HTML of the editor's kind. */
const content = (title: string, n: number) =>
  [
    `<h2>${title}</h2>`,
    '<p>Our teams share what they learn on every visit. <strong>Book early</strong> for weekend slots.</p>',
    `<ul><li>Tip ${n}.1: start from the top shelves</li><li>Tip ${n}.2: ventilate while drying</li></ul>`,
    '<p class="ql-align-center"><a href="https://example.com/services" target="_blank" rel="noopener noreferrer">See all services</a></p>',
  ].join('');

function generatePosts(): MockPost[] {
  const random = seeded('blog-posts');
  // Created every couple of days back from now, so every date filter choice matches some posts.
  return TITLES.map((title, i) => {
    const created = dayjs()
      .subtract(i * 2, 'day')
      .subtract(Math.floor(random() * 8), 'hour');
    const posted = created.add(Math.floor(random() * 3), 'day').startOf('day');
    return {
      _id: mockId(0x41, i + 1),
      title,
      url_slug: slugFromName(title),
      blog_content: content(title, i + 1),
      blog_cover_pic: i % 3 === 2 ? null : `https://picsum.photos/seed/storedesk-blog-${i + 1}/400/300`,
      is_active: i % 4 !== 3,
      post_date: posted.toISOString(),
      createdAt: created.toISOString(),
      updatedAt: created.toISOString(),
      version: 0,
      is_deleted: false,
    };
  });
}

let posts: MockPost[] | null = null;

export function mockPosts(): MockPost[] {
  posts ??= generatePosts();
  return posts;
}

export function resetMockPosts() {
  posts = null;
}

export const findPost = (id: string | null) => mockPosts().find((p) => p._id === id && !p.is_deleted);
