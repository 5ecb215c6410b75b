/** A few "current industries" per industry category, for step 1 (Role Details). */
import { toKebabId } from './kebab';
import type { OptionItem } from './organization';

/** [industry category name, current industries separated by "|"]. */
const rows: readonly (readonly [string, string])[] = [
  [
    'Professional Services',
    'Management Consulting|Accounting and Audit|Legal Services|Tax Advisory|HR Consulting',
  ],
  ['Healthcare', 'Hospitals|Diagnostics|Medical Devices|Health Insurance|Telemedicine'],
  [
    'Media and Communications',
    'Broadcasting|Digital Media|Publishing|Advertising|Telecommunications',
  ],
  [
    'Engineering and Manufacturing',
    'Automotive|Industrial Machinery|Aerospace and Defence|Capital Goods|Metals and Mining',
  ],
  [
    'Design',
    'Graphic Design|Industrial Design|Interior Design|UX and Product Design|Fashion Design',
  ],
  [
    'Electronics',
    'Consumer Electronics|Semiconductors|Electronic Components|Electronics Manufacturing Services|Telecom Equipment',
  ],
  ['Technology', 'Software Products|IT Services|SaaS|Cloud and Infrastructure|Cybersecurity'],
  [
    'Pharma',
    'Formulations|Active Pharmaceutical Ingredients|Biotechnology|Vaccines|Contract Research',
  ],
  [
    'Airline',
    'Passenger Airlines|Cargo Airlines|Airport Operations|Ground Handling|Aircraft Maintenance (MRO)',
  ],
  [
    'Construction',
    'Residential Construction|Commercial Construction|Infrastructure|Roads and Highways|Building Materials',
  ],
  ['BFSI', 'Banking|Insurance|Asset Management|NBFC|Payments and Fintech'],
  ['Chemicals', 'Specialty Chemicals|Petrochemicals|Agrochemicals|Paints and Coatings|Fertilisers'],
  [
    'Social Services',
    'NGOs|Community Development|Public Health Outreach|Education Outreach|Social Enterprises',
  ],
  ['Food and Agriculture', 'Food Processing|Dairy|Agribusiness|Beverages|Packaged Foods'],
  [
    'Hospitality',
    'Hotels and Resorts|Restaurants|Travel and Tourism|Event Management|Catering Services',
  ],
  [
    'Trading',
    'Import and Export|Wholesale Distribution|Commodity Trading|Metals Trading|FMCG Distribution',
  ],
  ['Supplychain', 'Logistics|Warehousing|Freight Forwarding|Third-Party Logistics|Cold Chain'],
  ['Shipping', 'Container Shipping|Port Operations|Ship Management|Dry Bulk Shipping|Shipbuilding'],
  [
    'Power',
    'Power Generation|Transmission and Distribution|Renewable Energy|Oil and Gas|Energy Trading',
  ],
  ['Transport', 'Road Transport|Railways|Urban Mobility|Fleet Management|Public Transport'],
  ['Retail', 'Supermarkets|Fashion Retail|Consumer Durables Retail|E-commerce|Quick Commerce'],
  ['Education', 'Schools|Higher Education|EdTech|Test Preparation|Vocational Training'],
  [
    'Real Estate',
    'Residential Real Estate|Commercial Real Estate|Property Management|Real Estate Brokerage|Co-working Spaces',
  ],
  [
    'Textiles and Apparel',
    'Spinning and Weaving|Garment Manufacturing|Home Textiles|Technical Textiles|Apparel Brands',
  ],
  [
    'Government and Public Sector',
    'Central Government|State Government|Public Sector Undertakings|Municipal Bodies|Defence Services',
  ],
];

/** Current industries by industry category id. */
export const currentIndustriesByCategory: Readonly<Record<string, readonly OptionItem[]>> =
  Object.fromEntries(
    rows.map(([name, list]) => [
      toKebabId(name),
      list.split('|').map((label) => ({ id: toKebabId(label), label })),
    ]),
  );

/** The current industries of a category; an unknown category (an organisation's own) has none. */
export const currentIndustriesFor = (industryCategory: string): readonly OptionItem[] =>
  Object.hasOwn(currentIndustriesByCategory, industryCategory)
    ? (currentIndustriesByCategory[industryCategory] ?? [])
    : [];
