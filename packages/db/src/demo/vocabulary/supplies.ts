import { ladder, type TopCategorySpec } from './types';

const colors = ['Blue', 'Lavender', 'White', 'Black', 'Pink', 'Green'];
const gloveSizes = ['X-Small', 'Small', 'Medium', 'Large', 'X-Large'];
const flavors = ['Mint', 'Cherry', 'Bubble Gum', 'Strawberry', 'Orange', 'Unflavored'];
const shades = ['A1', 'A2', 'A3', 'A3.5', 'B1', 'B2', 'OA2', 'Incisal'];

export const supplies: TopCategorySpec = {
  key: 'supplies',
  name: 'Supplies',
  share: 0.4,
  asapProductCategory: 'consumables',
  attributes: { replenishable: true },
  brands: [
    'Chairside Select',
    'Chairside Essentials',
    'Dentiqa',
    'Medora Health',
    'Puretek',
    'Coastline Medical',
    'Verasafe',
  ],
  children: [
    {
      key: 'gloves',
      name: 'Gloves',
      weight: 2,
      children: [
        {
          key: 'exam-gloves',
          name: 'Exam Gloves',
          weight: 3,
          family: {
            nouns: [
              { name: 'Nitrile Exam Gloves', attributes: { latex_free: true } },
              { name: 'Latex Exam Gloves', attributes: { latex_free: false } },
              { name: 'Polyisoprene Exam Gloves', attributes: { latex_free: true } },
              { name: 'Vinyl Exam Gloves', attributes: { latex_free: true, textured: false } },
              { name: 'Chloroprene Exam Gloves', attributes: { latex_free: true } },
            ],
            options: [
              [
                { name: 'Textured Fingertips', attributes: { textured: true } },
                { name: 'Fully Textured', attributes: { textured: true } },
                { name: 'Smooth', attributes: { textured: false } },
              ],
              colors,
              gloveSizes,
            ],
            packaging: [
              ladder(['BX', 100], ['CS', 10]),
              ladder(['BX', 200], ['CS', 10]),
              ladder(['BX', 300], ['CS', 10]),
            ],
            price: [7, 18],
            attributes: { disposable: true, sterile: false, powdered: false },
            blurbs: [
              'Ambidextrous gloves with beaded cuffs that resist roll-down during long procedures.',
              'Thin enough for tactile sensitivity, strong enough for chairside and lab work.',
              'Tested to ASTM standards for medical examination gloves.',
              'A relaxed fit reduces hand fatigue over a full day of appointments.',
            ],
          },
        },
        {
          key: 'surgical-gloves',
          name: 'Surgical Gloves',
          family: {
            nouns: [
              { name: 'Sterile Latex Surgical Gloves', attributes: { latex_free: false } },
              { name: 'Sterile Polyisoprene Surgical Gloves', attributes: { latex_free: true } },
              { name: 'Sterile Nitrile Surgical Gloves', attributes: { latex_free: true } },
            ],
            options: [['6.0', '6.5', '7.0', '7.5', '8.0', '8.5']],
            packaging: [ladder(['BX', 50], ['CS', 10])],
            price: [38, 72],
            attributes: { disposable: true, sterile: true, powdered: false, textured: true },
            blurbs: [
              'Individually packaged pairs, gamma sterilized for oral surgery and implant placement.',
              'Anatomical shape with micro-textured surface for a secure grip on wet instruments.',
              'Sized in half steps for a precise fit.',
            ],
          },
        },
      ],
    },
    {
      key: 'masks-and-face-shields',
      name: 'Masks & Face Shields',
      weight: 1.5,
      family: {
        nouns: [
          { name: 'ASTM Level 1 Earloop Masks', attributes: { style: 'Earloop' } },
          { name: 'ASTM Level 3 Earloop Masks', attributes: { style: 'Earloop' } },
          { name: 'Tie-On Surgical Masks', attributes: { style: 'Tie-On' } },
          { name: 'Fog-Free Earloop Masks with Visor', attributes: { style: 'Earloop' } },
          {
            name: 'N95 Particulate Respirators',
            attributes: { style: 'Headband' },
            packaging: ladder(['BX', 20], ['CS', 10]),
          },
          {
            name: 'Full-Length Face Shields',
            attributes: { style: 'Face Shield' },
            packaging: ladder(['PK', 10], ['CS', 10]),
          },
        ],
        options: [colors],
        packaging: [ladder(['BX', 50], ['CS', 10]), ladder(['PK', 10], ['BX', 5], ['CS', 10])],
        price: [6, 22],
        attributes: { disposable: true, latex_free: true },
        blurbs: [
          'Fluid-resistant protection against spray and spatter during aerosol-generating procedures.',
          'Lightweight and comfortable over loupes and prescription eyewear.',
          'Masks are rated to ASTM F2100 levels; respirators are NIOSH-approved.',
        ],
      },
    },
    {
      key: 'infection-control',
      name: 'Infection Control',
      weight: 2,
      children: [
        {
          key: 'surface-disinfectants',
          name: 'Surface Disinfectants',
          family: {
            nouns: [
              'Disinfecting Wipes, Large Canister',
              'Germicidal Wipes, Extra Large',
              'Alcohol-Free Disinfectant Wipes',
              'Surface Disinfectant Spray, 24 oz',
              'Disinfectant Cleaner Refill, 1 Gallon',
            ],
            packaging: [ladder(['EA', 1], ['CS', 12])],
            price: [8, 34],
            perishable: true,
            blurbs: [
              'Kills TB, HBV, HCV and HIV in as little as one minute.',
              'EPA-registered, low-odor formula that is safe on most hard, non-porous surfaces.',
              'One-step cleaner and disinfectant for operatory surfaces between patients.',
            ],
          },
        },
        {
          key: 'sterilization-pouches',
          name: 'Sterilization Pouches & Indicators',
          family: {
            nouns: [
              'Self-Seal Sterilization Pouches',
              'Self-Seal Sterilization Pouches, Tamper-Evident',
              'Peel Pouches with Gusset',
            ],
            options: [['2.25 in x 4 in', '3.5 in x 5.25 in', '3.5 in x 10 in', '5.25 in x 10 in', '7.5 in x 13 in']],
            packaging: [ladder(['BX', 200], ['CS', 10])],
            price: [9, 36],
            attributes: { disposable: true },
            blurbs: [
              'Internal and external process indicators change color when sterilization conditions are met.',
              'Medical-grade paper and clear film let you see the instruments without opening the pouch.',
              'Suitable for steam and chemical vapor sterilization.',
            ],
          },
        },
        {
          key: 'hand-hygiene',
          name: 'Hand Hygiene',
          family: {
            nouns: [
              'Antimicrobial Hand Soap',
              'Alcohol Hand Sanitizer Gel',
              'Foaming Hand Sanitizer',
              'Moisturizing Hand Lotion',
            ],
            options: [['8 oz Pump', '16 oz Pump', '1 L Refill']],
            packaging: [ladder(['BT', 1], ['CS', 12])],
            price: [5, 24],
            perishable: true,
            blurbs: [
              'Gentle on hands that are washed dozens of times a day.',
              'Fragrance-free formula with added moisturizers.',
              'Fits standard wall-mounted dispensers.',
            ],
          },
        },
      ],
    },
    {
      key: 'impression-materials',
      name: 'Impression Materials',
      weight: 1.3,
      family: {
        nouns: [
          'VPS Impression Material, Light Body',
          'VPS Impression Material, Heavy Body',
          'VPS Impression Material, Monophase',
          { name: 'VPS Putty Impression Material', packaging: ladder(['KT', 1]) },
          { name: 'Alginate Impression Material', packaging: ladder(['BG', 1], ['CS', 10]) },
          'Polyether Impression Material',
          'Bite Registration Material',
        ],
        options: [['Fast Set', 'Regular Set']],
        packaging: [ladder(['EA', 1], ['PK', 4], ['CS', 10]), ladder(['EA', 1], ['PK', 2], ['CS', 10])],
        price: [24, 78],
        perishable: true,
        blurbs: [
          'Hydrophilic formulation captures fine detail in a moist field.',
          'Automix cartridges deliver a void-free mix every time.',
          "Pour within the material's window: alginate within minutes, VPS up to two weeks later.",
        ],
      },
    },
    {
      key: 'composites',
      name: 'Composites',
      weight: 1.5,
      family: {
        nouns: [
          'Universal Nanohybrid Composite',
          'Flowable Composite',
          'Bulk Fill Composite',
          'Packable Posterior Composite',
          'Microfill Anterior Composite',
        ],
        options: [shades, ['Syringe 4 g', 'Compules 20 x 0.25 g']],
        packaging: [ladder(['EA', 1], ['BX', 5], ['CS', 10])],
        price: [32, 95],
        perishable: true,
        blurbs: [
          'Excellent polish retention and a natural chameleon effect.',
          'Low shrinkage stress for predictable margins.',
          'Radiopaque for easy diagnosis on follow-up radiographs.',
        ],
      },
    },
    {
      key: 'cements',
      name: 'Cements & Liners',
      family: {
        nouns: [
          'Resin-Modified Glass Ionomer Cement',
          'Self-Adhesive Resin Cement',
          'Zinc Oxide Eugenol Temporary Cement',
          'Non-Eugenol Temporary Cement',
          'Calcium Hydroxide Liner',
          'Zinc Phosphate Cement',
        ],
        options: [['Automix Syringe', 'Clicker Refill', { name: 'Intro Kit', packaging: ladder(['KT', 1]) }]],
        packaging: [ladder(['EA', 1], ['PK', 3])],
        price: [28, 140],
        perishable: true,
        blurbs: [
          'Releases fluoride and bonds chemically to tooth structure.',
          'Easy cleanup: excess cement gels in seconds and flakes off in one piece.',
          'Low film thickness ensures complete seating of crowns and bridges.',
        ],
      },
    },
    {
      key: 'disposables',
      name: 'Disposables',
      weight: 2,
      children: [
        {
          key: 'cotton-and-gauze',
          name: 'Cotton & Gauze',
          family: {
            nouns: [
              'Cotton Rolls #2 Medium',
              'Cotton Rolls #2 Medium, Non-Sterile',
              { name: 'Gauze Sponges 2 x 2 in, 8-Ply', packaging: ladder(['PK', 200], ['CS', 10]) },
              { name: 'Gauze Sponges 4 x 4 in, 12-Ply', packaging: ladder(['PK', 200], ['CS', 10]) },
              { name: 'Cotton Pellets Size 2', packaging: ladder(['BX', 2000], ['CS', 10]) },
              'Triangular Saliva Absorbers',
            ],
            packaging: [ladder(['PK', 250], ['BX', 8], ['CS', 10]), ladder(['BG', 1000], ['CS', 10])],
            price: [6, 28],
            attributes: { disposable: true, latex_free: true, sterile: false },
            blurbs: [
              'Highly absorbent and lint-free.',
              'Holds its shape when wet for reliable isolation.',
              'Made from 100% pure cotton.',
            ],
          },
        },
        {
          key: 'evacuation',
          name: 'Evacuation',
          family: {
            nouns: [
              'Saliva Ejectors',
              'Vented Saliva Ejectors',
              'HVE Evacuator Tips',
              'Surgical Aspirator Tips',
              'Low-Volume Evacuator Tips',
            ],
            options: [['Clear', 'Blue', 'White', 'Purple', 'Green']],
            packaging: [ladder(['BG', 100], ['CS', 10])],
            price: [5, 19],
            attributes: { disposable: true, latex_free: true },
            blurbs: [
              'Soft, bendable tips conform to the patient without kinking.',
              'Smooth rounded ends protect soft tissue.',
              'Fits all standard evacuation valves.',
            ],
          },
        },
        {
          key: 'bibs-and-barriers',
          name: 'Bibs & Barriers',
          family: {
            nouns: [
              '2-Ply Tissue + 1-Ply Poly Patient Bibs',
              '3-Ply Patient Bibs',
              'Barrier Film Roll 4 x 6 in',
              'Headrest Covers',
              'Chair Sleeves',
            ],
            options: [colors],
            packaging: [ladder(['BX', 500], ['CS', 10]), ladder(['BX', 250], ['CS', 10])],
            price: [18, 52],
            attributes: { disposable: true, latex_free: true },
            blurbs: [
              'Poly backing stops fluids from soaking through.',
              'Quick to change between patients.',
              'Protects surfaces that are hard to clean and disinfect.',
            ],
          },
        },
      ],
    },
    {
      key: 'preventive',
      name: 'Prophy & Preventive',
      family: {
        nouns: [
          'Prophy Paste Cups, Medium Grit',
          'Prophy Paste Cups, Coarse Grit',
          'Fluoride Varnish 5% Unit Dose',
          { name: 'Disposable Prophy Angles', packaging: ladder(['BX', 100], ['CS', 10]) },
          { name: 'APF Fluoride Foam 1.23%', packaging: ladder(['BT', 1], ['CS', 12]) },
        ],
        options: [flavors],
        packaging: [ladder(['BX', 200], ['CS', 10])],
        price: [19, 64],
        attributes: { disposable: true },
        blurbs: [
          'Splatter-free formula that rinses clean.',
          'Kid-approved flavors help young patients relax.',
          'Gluten-free and made without artificial sweeteners.',
        ],
      },
    },
  ],
};
