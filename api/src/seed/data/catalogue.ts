import type { CategoryDef } from './catalogue-types';
import { acQuestions, homeQuestions, pestQuestions, salonQuestions } from './catalogue-questions';

export type { CategoryDef, QuestionDef, ServiceDef } from './catalogue-types';

/** The demo catalogue: a home-services business. Prices in INR; popularity weights shape the top-products chart. */

export const CATEGORY_TREE: CategoryDef[] = [
  {
    name: 'Cleaning',
    children: [
      {
        name: 'Home Cleaning',
        services: [
          {
            name: 'Full Home Deep Cleaning',
            description:
              'Top-to-bottom cleaning of every room, kitchen and bathroom with machines and safe chemicals.',
            option: 'Home size',
            variants: [
              ['1 BHK', 3499],
              ['2 BHK', 4999],
              ['3 BHK', 6499],
              ['4 BHK', 8299],
            ],
            popularity: 14,
            tags: ['bestseller', 'deep-clean'],
            durationMinutes: 300,
            questions: homeQuestions,
          },
          {
            name: 'Move-in Cleaning',
            description: 'Empty-home cleaning before you move in, including cabinets and windows.',
            option: 'Home size',
            variants: [
              ['1 BHK', 2999],
              ['2 BHK', 4299],
              ['3 BHK', 5599],
            ],
            popularity: 4,
            tags: ['deep-clean'],
            durationMinutes: 240,
            questions: homeQuestions,
          },
        ],
      },
      {
        name: 'Sofa & Carpet Cleaning',
        services: [
          {
            name: 'Sofa Shampooing',
            description: 'Foam shampoo and vacuum extraction for fabric sofas.',
            option: 'Seats',
            variants: [
              ['3 seats', 899],
              ['5 seats', 1299],
              ['7 seats', 1699],
            ],
            popularity: 10,
            tags: ['sofa'],
            durationMinutes: 90,
          },
          {
            name: 'Carpet Cleaning',
            description: 'Shampoo and dry vacuuming for carpets and rugs.',
            option: 'Size',
            variants: [
              ['Up to 50 sq ft', 599],
              ['Up to 100 sq ft', 999],
            ],
            popularity: 4,
            tags: ['carpet'],
            durationMinutes: 60,
          },
        ],
      },
      {
        name: 'Bathroom & Kitchen Cleaning',
        services: [
          {
            name: 'Bathroom Deep Cleaning',
            description: 'Descaling of tiles, fittings and fixtures.',
            option: 'Bathrooms',
            variants: [
              ['1 bathroom', 499],
              ['2 bathrooms', 949],
              ['3 bathrooms', 1399],
            ],
            popularity: 12,
            tags: ['bestseller'],
            durationMinutes: 60,
          },
          {
            name: 'Kitchen Deep Cleaning',
            description: 'Degreasing of chimney, hob, tiles, cabinets and sink.',
            variants: [['', 1499]],
            popularity: 8,
            tags: ['kitchen'],
            durationMinutes: 150,
          },
        ],
      },
    ],
  },
  {
    name: 'Appliance Repair',
    children: [
      {
        name: 'AC Service & Repair',
        services: [
          {
            name: 'AC Power Jet Service',
            description: 'Jet pump cleaning of filters, coils and drain pipe for better cooling.',
            option: 'AC type',
            variants: [
              ['Split AC', 599],
              ['Window AC', 499],
            ],
            popularity: 13,
            tags: ['summer', 'bestseller'],
            durationMinutes: 60,
            questions: acQuestions,
          },
          {
            name: 'AC Gas Refill',
            description: 'Leak check and full gas top-up.',
            option: 'AC type',
            variants: [
              ['Split AC', 2499],
              ['Window AC', 2199],
            ],
            popularity: 5,
            tags: ['summer'],
            durationMinutes: 90,
            questions: acQuestions,
          },
          {
            name: 'AC Installation',
            description: 'Installation with bracket and up to 3 m of copper piping.',
            option: 'AC type',
            variants: [
              ['Split AC', 1499],
              ['Window AC', 799],
            ],
            popularity: 4,
            tags: [],
            durationMinutes: 120,
          },
        ],
      },
      {
        name: 'Washing Machine Repair',
        services: [
          {
            name: 'Washing Machine Check-up',
            description: 'Diagnosis visit; the visiting charge is adjusted against the repair.',
            option: 'Load type',
            variants: [
              ['Front load', 349],
              ['Top load', 299],
            ],
            popularity: 6,
            tags: [],
            durationMinutes: 45,
          },
        ],
      },
      {
        name: 'Refrigerator Repair',
        services: [
          {
            name: 'Refrigerator Repair',
            description: 'Cooling, noise and leakage problems of single and double door refrigerators.',
            option: 'Door type',
            variants: [
              ['Single door', 399],
              ['Double door', 499],
              ['Side-by-side', 699],
            ],
            popularity: 5,
            tags: [],
            durationMinutes: 60,
          },
        ],
      },
    ],
  },
  {
    name: 'Beauty & Spa',
    children: [
      {
        name: 'Salon for Women',
        services: [
          {
            name: 'Waxing Package',
            description: 'Full arms, full legs and underarms with Rica wax.',
            option: 'Wax',
            variants: [
              ['Honey wax', 799],
              ['Rica wax', 1099],
            ],
            popularity: 9,
            tags: ['salon'],
            durationMinutes: 75,
            questions: salonQuestions,
          },
          {
            name: 'Facial & Cleanup',
            description: 'Cleanup, scrub, mask and massage.',
            option: 'Type',
            variants: [
              ['Fruit cleanup', 699],
              ['O3+ facial', 1799],
              ['Hydra facial', 2499],
            ],
            popularity: 7,
            tags: ['salon'],
            durationMinutes: 60,
            questions: salonQuestions,
          },
        ],
      },
      {
        name: "Men's Grooming",
        services: [
          {
            name: 'Haircut & Beard Styling',
            description: 'Haircut, beard trim and styling at home.',
            variants: [['', 399]],
            popularity: 6,
            tags: ['salon'],
            durationMinutes: 45,
          },
        ],
      },
      {
        name: 'Massage Therapy',
        services: [
          {
            name: 'Swedish Massage',
            description: 'Relaxing full-body massage by a certified therapist.',
            option: 'Duration',
            variants: [
              ['60 min', 1499],
              ['90 min', 1999],
            ],
            popularity: 5,
            tags: ['spa'],
            durationMinutes: 90,
            questions: salonQuestions,
          },
        ],
      },
    ],
  },
  {
    name: 'Pest Control',
    children: [
      {
        name: 'General Pest Control',
        services: [
          {
            name: 'Cockroach & Ant Control',
            description: 'Odourless gel treatment for kitchen and bathrooms.',
            option: 'Home size',
            variants: [
              ['1 BHK', 899],
              ['2 BHK', 1099],
              ['3 BHK', 1299],
            ],
            popularity: 8,
            tags: ['pest'],
            durationMinutes: 60,
            questions: pestQuestions,
          },
        ],
      },
      {
        name: 'Termite Control',
        services: [
          {
            name: 'Termite Treatment',
            description: 'Drill-fill-seal treatment with 1 year warranty.',
            option: 'Home size',
            variants: [
              ['1 BHK', 3999],
              ['2 BHK', 4999],
              ['3 BHK', 5999],
            ],
            popularity: 3,
            tags: ['pest', 'warranty'],
            durationMinutes: 180,
            questions: pestQuestions,
          },
        ],
      },
    ],
  },
  {
    name: 'Plumbing & Electrical',
    children: [
      {
        name: 'Plumbing',
        services: [
          {
            name: 'Tap & Mixer Repair',
            description: 'Repair or replacement of taps, mixers and shower heads (parts extra).',
            variants: [['', 249]],
            popularity: 6,
            tags: ['quick-fix'],
            durationMinutes: 30,
          },
          {
            name: 'Water Tank Cleaning',
            description: 'Mechanised cleaning and disinfection of overhead and underground tanks.',
            option: 'Capacity',
            variants: [
              ['Up to 1000 L', 699],
              ['Up to 2000 L', 999],
            ],
            popularity: 4,
            tags: [],
            durationMinutes: 90,
          },
        ],
      },
      {
        name: 'Electrician',
        services: [
          {
            name: 'Fan Installation',
            description: 'Ceiling or wall fan installation.',
            option: 'Fan type',
            variants: [
              ['Ceiling fan', 199],
              ['Wall fan', 149],
            ],
            popularity: 5,
            tags: ['quick-fix'],
            durationMinutes: 30,
          },
          {
            name: 'Switchboard Repair',
            description: 'Repair or replacement of switches and sockets (parts extra).',
            variants: [['', 149]],
            popularity: 4,
            tags: ['quick-fix'],
            durationMinutes: 30,
          },
        ],
      },
    ],
  },
  {
    name: 'Painting',
    children: [
      {
        name: 'Home Painting',
        services: [
          {
            name: 'Wall Painting',
            description: 'Interior painting with putty touch-up; price per room.',
            option: 'Finish',
            variants: [
              ['Tractor emulsion', 5999],
              ['Royale luxury', 8999],
            ],
            popularity: 2,
            tags: [],
            durationMinutes: 480,
          },
        ],
      },
    ],
  },
];

export const COLLECTIONS: { name: string; services: string[] }[] = [
  {
    name: 'Summer Essentials',
    services: ['AC Power Jet Service', 'AC Gas Refill', 'AC Installation', 'Water Tank Cleaning'],
  },
  {
    name: 'Festive Home Makeover',
    services: ['Full Home Deep Cleaning', 'Sofa Shampooing', 'Wall Painting', 'Kitchen Deep Cleaning'],
  },
  {
    name: 'Salon at Home',
    services: ['Waxing Package', 'Facial & Cleanup', 'Haircut & Beard Styling', 'Swedish Massage'],
  },
  {
    name: 'Quick Fixes under 500',
    services: ['Tap & Mixer Repair', 'Fan Installation', 'Switchboard Repair', 'Bathroom Deep Cleaning'],
  },
];
