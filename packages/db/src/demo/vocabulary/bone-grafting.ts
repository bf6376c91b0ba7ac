import { ladder, type TopCategorySpec } from './types';

const volumes = ['0.25 cc', '0.5 cc', '1.0 cc', '2.0 cc', '5.0 cc'];
const particleSizes = ['250-1000 um', '500-1000 um', '1000-2000 um'];
const membraneSizes = ['15 x 20 mm', '20 x 30 mm', '30 x 40 mm'];
const graftBlurbs = [
  'Processed in an AATB-accredited tissue bank and terminally sterilized.',
  'Osteoconductive scaffold that remodels into host bone over time.',
  'Hydrates in minutes and packs easily into extraction sockets and ridge defects.',
  'Each package carries a tissue identification number for traceability.',
];

export const boneGrafting: TopCategorySpec = {
  key: 'bone-grafting',
  name: 'Bone Grafting',
  share: 0.08,
  asapProductCategory: 'biologics',
  attributes: { replenishable: true, sterile: true },
  brands: ['Osteonova', 'Regenara Bio', 'Calvera Biologics', 'Chairside Select'],
  children: [
    {
      key: 'allografts',
      name: 'Allografts',
      weight: 2,
      children: [
        {
          key: 'cortical-allografts',
          name: 'Cortical Allografts',
          family: {
            nouns: ['Mineralized Cortical Particulate', 'Demineralized Cortical Particulate', 'Cortical Fibers'],
            options: [particleSizes, volumes],
            packaging: [ladder(['VL', 1], ['BX', 5])],
            price: [65, 240],
            perishable: true,
            documents: true,
            blurbs: graftBlurbs,
          },
        },
        {
          key: 'cancellous-allografts',
          name: 'Cancellous Allografts',
          family: {
            nouns: [
              'Mineralized Cancellous Particulate',
              'Cortico-Cancellous Blend 70/30',
              'Demineralized Bone Matrix Putty',
            ],
            options: [particleSizes, volumes],
            packaging: [ladder(['VL', 1], ['BX', 5])],
            price: [70, 260],
            perishable: true,
            documents: true,
            blurbs: graftBlurbs,
          },
        },
      ],
    },
    {
      key: 'xenografts',
      name: 'Xenografts',
      family: {
        nouns: ['Bovine Bone Mineral Granules', 'Porcine Cancellous Granules', 'Collagenated Bovine Bone Block'],
        options: [
          ['Small Granules 0.25-1 mm', 'Large Granules 1-2 mm'],
          ['0.25 g', '0.5 g', '1.0 g', '2.0 g'],
        ],
        packaging: [ladder(['VL', 1], ['BX', 5])],
        price: [80, 310],
        perishable: true,
        documents: true,
        blurbs: [
          'Deproteinized, highly porous mineral that resorbs slowly to maintain volume.',
          'Interconnected porosity supports vascular ingrowth.',
          'Supplied sterile in a sealed vial, ready to hydrate.',
        ],
      },
    },
    {
      key: 'synthetic-grafts',
      name: 'Synthetic Bone Grafts',
      family: {
        nouns: [
          'Beta-TCP Granules',
          'Biphasic Calcium Phosphate Granules',
          'Bioactive Glass Putty',
          'Calcium Sulfate Bone Graft Cement',
        ],
        options: [volumes],
        packaging: [ladder(['EA', 1], ['BX', 5])],
        price: [55, 190],
        perishable: true,
        blurbs: [
          'Fully synthetic, with no risk of disease transmission.',
          'Resorbs as new bone forms, typically within six to twelve months.',
          'A good choice for patients who decline human or animal tissue.',
        ],
      },
    },
    {
      key: 'membranes',
      name: 'Membranes',
      weight: 2,
      children: [
        {
          key: 'resorbable-membranes',
          name: 'Resorbable Membranes',
          family: {
            nouns: [
              'Collagen Membrane',
              'Cross-Linked Collagen Membrane',
              'Pericardium Membrane',
              'Amnion-Chorion Membrane',
            ],
            options: [membraneSizes],
            packaging: [ladder(['EA', 1], ['BX', 5])],
            price: [90, 280],
            perishable: true,
            documents: true,
            blurbs: [
              'Barrier function for 12 to 26 weeks, then resorbs without a second surgery.',
              'Drapes easily over the graft and can be trimmed dry or wet.',
              'Porcine collagen with a bilayer structure.',
            ],
          },
        },
        {
          key: 'non-resorbable-membranes',
          name: 'Non-Resorbable Membranes',
          family: {
            nouns: ['Dense PTFE Membrane', 'Titanium-Reinforced PTFE Membrane', 'Titanium Mesh'],
            options: [membraneSizes],
            packaging: [ladder(['EA', 1], ['BX', 5])],
            price: [95, 320],
            documents: true,
            blurbs: [
              'Dense PTFE resists bacterial infiltration and may be left exposed.',
              'Holds space for guided bone regeneration; titanium-reinforced forms support vertical defects.',
              'Removed easily at re-entry, typically after four to six weeks.',
            ],
          },
        },
      ],
    },
    {
      key: 'membrane-fixation',
      name: 'Membrane Fixation',
      family: {
        nouns: [
          'Titanium Membrane Tacks',
          'Bone Tenting Screws',
          { name: 'Membrane Fixation Kit', packaging: ladder(['KT', 1]) },
        ],
        options: [['3 mm', '4 mm', '5 mm']],
        packaging: [ladder(['PK', 5], ['BX', 4])],
        price: [85, 260],
        documents: true,
        blurbs: [
          'Self-drilling tips seat with light hand pressure.',
          'Medical-grade titanium alloy.',
          'Color-coded by length.',
        ],
      },
    },
    {
      key: 'wound-dressings',
      name: 'Collagen Wound Dressings',
      family: {
        nouns: ['Collagen Plugs', 'Collagen Tape', 'Collagen Sponges'],
        options: [['1 x 2 cm', '2.5 x 7.5 cm', '2 x 4 cm']],
        packaging: [ladder(['BX', 10], ['CS', 10])],
        price: [32, 96],
        perishable: true,
        attributes: { disposable: true },
        blurbs: [
          'Controls bleeding and stabilizes the clot in extraction sites.',
          'Resorbs completely within 10 to 14 days.',
          'Soft and easy to place; no removal required.',
        ],
      },
    },
  ],
};
