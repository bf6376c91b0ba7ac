import { ladder, type TopCategorySpec } from './types';

const warranty = 'Backed by a two-year manufacturer warranty and nationwide service.';

export const equipment: TopCategorySpec = {
  key: 'equipment',
  name: 'Equipment',
  share: 0.08,
  asapProductCategory: 'equipment',
  attributes: { replenishable: false },
  brands: ['Lumacure', 'Vantor Dental', 'Steriva', 'Kestrel Instruments', 'Brightwave Imaging'],
  children: [
    {
      key: 'handpieces',
      name: 'Handpieces',
      weight: 2,
      children: [
        {
          key: 'high-speed-handpieces',
          name: 'High-Speed Handpieces',
          family: {
            nouns: [
              'LED High-Speed Handpiece',
              'Push-Button Turbine Handpiece',
              'Mini-Head High-Speed Handpiece',
              'Replacement Turbine Cartridge',
            ],
            options: [['4-Hole Coupler', 'Quick-Connect Coupler']],
            packaging: [ladder(['EA', 1], ['PK', 3])],
            price: [290, 1150],
            documents: true,
            blurbs: [
              'Quad water spray cools the bur from every side.',
              'Ceramic bearings for a quiet, long-lasting turbine.',
              warranty,
            ],
          },
        },
        {
          key: 'low-speed-handpieces',
          name: 'Low-Speed Handpieces',
          family: {
            nouns: [
              '1:1 Contra-Angle Handpiece',
              '1:5 Electric Speed-Increasing Handpiece',
              'Straight Nose Cone',
              'Prophy Handpiece',
              'Air Motor',
            ],
            packaging: [ladder(['EA', 1], ['PK', 3])],
            price: [240, 1400],
            documents: true,
            blurbs: ['Sealed head keeps debris out of the gears.', 'Fully autoclavable.', warranty],
          },
        },
      ],
    },
    {
      key: 'sterilizers',
      name: 'Sterilizers & Autoclaves',
      family: {
        nouns: [
          'Tabletop Steam Autoclave',
          'Class B Vacuum Autoclave',
          'Rapid Cycle Sterilizer',
          'Ultrasonic Cleaner',
          'Instrument Washer-Disinfector',
        ],
        options: [['11 in Chamber', '16 L Chamber', '23 L Chamber']],
        packaging: [ladder(['EA', 1])],
        price: [1800, 9500],
        documents: true,
        blurbs: [
          'Automatic door and printer-ready cycle records.',
          'Cycle times from 15 minutes including drying.',
          warranty,
        ],
      },
    },
    {
      key: 'curing-lights',
      name: 'Curing Lights',
      family: {
        nouns: [
          'Cordless LED Curing Light',
          'Broad-Spectrum Curing Light',
          'Pen-Style Curing Light',
          'Curing Light Radiometer',
        ],
        packaging: [ladder(['EA', 1])],
        price: [180, 1350],
        documents: true,
        blurbs: [
          '1,200 mW/cm2 output cures most composites in ten seconds.',
          'Lightweight, balanced body with a rotating light guide.',
          warranty,
        ],
      },
    },
    {
      key: 'x-ray',
      name: 'X-Ray & Imaging',
      family: {
        nouns: [
          'Digital Intraoral Sensor Size 1',
          'Digital Intraoral Sensor Size 2',
          'Handheld X-Ray Unit',
          'Phosphor Plate Scanner',
          'Wireless Intraoral Camera',
        ],
        packaging: [ladder(['EA', 1])],
        price: [2200, 11800],
        documents: true,
        blurbs: [
          'Crisp, low-noise images at a low patient dose.',
          'Works with the leading practice imaging software.',
          warranty,
        ],
      },
    },
    {
      key: 'ultrasonic-scalers',
      name: 'Ultrasonic Scalers',
      family: {
        nouns: [
          'Magnetostrictive Ultrasonic Scaler 30K',
          'Piezo Ultrasonic Scaler',
          { name: 'Ultrasonic Insert 30K, Slim Tip', packaging: ladder(['EA', 1], ['PK', 3]) },
          { name: 'Piezo Scaler Tip Kit', packaging: ladder(['KT', 1]) },
        ],
        packaging: [ladder(['EA', 1])],
        price: [160, 2400],
        documents: true,
        blurbs: [
          'Adjustable power for gentle maintenance or heavy calculus removal.',
          'Slim tips reach deep pockets and furcations comfortably.',
          warranty,
        ],
      },
    },
    {
      key: 'small-equipment',
      name: 'Small Equipment',
      family: {
        nouns: [
          'Amalgamator',
          'Vacuum Former',
          'Model Trimmer',
          'Apex Locator',
          'Cordless Endo Motor',
          'Electrosurgery Unit',
        ],
        packaging: [ladder(['EA', 1])],
        price: [320, 2900],
        documents: true,
        blurbs: ['Compact footprint for the lab or operatory.', 'Simple controls with programmable presets.', warranty],
      },
    },
  ],
};
