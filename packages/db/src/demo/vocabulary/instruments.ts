import { ladder, type TopCategorySpec } from './types';

const handles = [
  { name: 'Hollow Handle', attributes: { style: 'Hollow Handle' } },
  { name: 'Resin Handle', attributes: { style: 'Resin Handle' } },
  { name: 'Ergonomic Silicone Handle', attributes: { style: 'Silicone Handle' } },
];
const instrumentBlurbs = [
  'Forged from surgical-grade stainless steel and hand-finished.',
  'Balanced, lightweight design reduces hand fatigue.',
  'Withstands repeated autoclaving without corrosion.',
  'Precision-ground working ends stay sharp longer.',
];

export const instruments: TopCategorySpec = {
  key: 'instruments',
  name: 'Instruments',
  share: 0.2,
  asapProductCategory: 'instruments',
  attributes: { replenishable: false },
  brands: ['Chairside Select', 'Kestrel Instruments', 'Meridane Surgical', 'Solinger', 'Aurelian Dental'],
  children: [
    {
      key: 'burs',
      name: 'Burs',
      weight: 3,
      children: [
        {
          key: 'carbide-burs',
          name: 'Carbide Burs',
          family: {
            nouns: [
              { name: 'Carbide Bur', attributes: { bur_type: 'Carbide' } },
              { name: 'Carbide Finishing Bur', attributes: { bur_type: 'Carbide Finishing' } },
              { name: 'Surgical Carbide Bur', attributes: { bur_type: 'Surgical Carbide', sterile: true } },
            ],
            options: [
              [
                '#330 Pear',
                '#245 Pear',
                '#557 Crosscut Fissure',
                '#701 Tapered Crosscut',
                '#1557 Round End Fissure',
                '#2 Round',
                '#4 Round',
                '#6 Round',
                '#8 Round',
              ],
              [
                { name: 'FG', attributes: { style: 'Friction Grip', length: '19 mm' } },
                { name: 'FG Surgical Length', attributes: { style: 'Friction Grip', length: '25 mm' } },
                { name: 'RA Latch', attributes: { style: 'Right Angle Latch', length: '22 mm' } },
              ],
            ],
            packaging: [ladder(['EA', 1], ['PK', 10], ['BX', 10])],
            price: [11, 34],
            attributes: { replenishable: true, disposable: false },
            blurbs: [
              'One-piece tungsten carbide head laser-welded to a stainless steel shank.',
              'Concentric cutting for smooth, chatter-free preparations.',
              'Each bur is inspected for runout before packaging.',
            ],
          },
        },
        {
          key: 'diamond-burs',
          name: 'Diamond Burs',
          family: {
            nouns: [
              { name: 'Diamond Bur', attributes: { bur_type: 'Diamond' } },
              { name: 'Single-Use Diamond Bur', attributes: { bur_type: 'Diamond', disposable: true, sterile: true } },
            ],
            options: [
              ['Round', 'Flat End Taper', 'Round End Taper', 'Football', 'Flame', 'Inverted Cone', 'Chamfer', 'Wheel'],
              ['Coarse Grit', 'Medium Grit', 'Fine Grit', 'Extra Fine Grit'],
              [{ name: 'FG', attributes: { style: 'Friction Grip', length: '19 mm' } }],
            ],
            packaging: [ladder(['EA', 1], ['PK', 5], ['BX', 10]), ladder(['EA', 1], ['PK', 25], ['BX', 4])],
            price: [9, 29],
            attributes: { replenishable: true },
            blurbs: [
              'Natural diamond particles bonded in a multi-layer nickel matrix.',
              'Color-coded grit bands make the right bur easy to find.',
              'Fast, cool cutting on enamel, porcelain and zirconia.',
            ],
          },
        },
      ],
    },
    {
      key: 'forceps',
      name: 'Extraction Forceps',
      weight: 0.8,
      family: {
        nouns: [
          '#150 Upper Universal Forceps',
          '#151 Lower Universal Forceps',
          '#88R Upper Molar Forceps',
          '#88L Upper Molar Forceps',
          '#23 Cowhorn Forceps',
          '#65 Root Tip Forceps',
          '#150S Pediatric Forceps',
        ],
        options: [
          [
            { name: 'Standard Handle', attributes: { style: 'Standard Handle' } },
            { name: 'Serrated Grip Handle', attributes: { style: 'Serrated Grip Handle' } },
          ],
        ],
        packaging: [ladder(['EA', 1])],
        price: [58, 165],
        blurbs: instrumentBlurbs,
      },
    },
    {
      key: 'elevators',
      name: 'Elevators',
      weight: 0.8,
      family: {
        nouns: [
          '#301 Straight Elevator',
          '#34 Straight Elevator',
          'Cryer Elevator, Left',
          'Cryer Elevator, Right',
          'Luxating Elevator 3 mm',
          'Luxating Elevator 5 mm',
          'Apical Root Tip Pick',
          'Periotome',
        ],
        options: [handles],
        packaging: [ladder(['EA', 1])],
        price: [34, 110],
        blurbs: instrumentBlurbs,
      },
    },
    {
      key: 'scalers-and-curettes',
      name: 'Scalers & Curettes',
      weight: 1.5,
      family: {
        nouns: [
          'Gracey Curette 1/2',
          'Gracey Curette 11/12',
          'Gracey Curette 13/14',
          'Columbia 4R/4L Curette',
          'Barnhart 5/6 Universal Curette',
          'H6/H7 Sickle Scaler',
          '204S Sickle Scaler',
          'Jacquette 33 Scaler',
        ],
        options: [handles],
        packaging: [ladder(['EA', 1], ['PK', 6])],
        price: [22, 68],
        blurbs: instrumentBlurbs,
      },
    },
    {
      key: 'mirrors',
      name: 'Mouth Mirrors',
      family: {
        nouns: [
          'Front Surface Mouth Mirror #4',
          'Front Surface Mouth Mirror #5',
          'Double-Sided Mouth Mirror #5',
          'Magnifying Mouth Mirror #4',
          {
            name: 'Cone Socket Mirror Handle',
            attributes: { style: 'Cone Socket' },
            packaging: ladder(['EA', 1], ['PK', 6]),
          },
        ],
        packaging: [ladder(['EA', 1], ['BX', 12], ['CS', 10])],
        price: [24, 66],
        attributes: { replenishable: true },
        blurbs: [
          'Rhodium-coated front surface gives a bright, double-image-free reflection.',
          'Fits any cone socket handle.',
          'Scratch-resistant coating survives repeated autoclaving.',
        ],
      },
    },
    {
      key: 'explorers-and-probes',
      name: 'Explorers & Probes',
      family: {
        nouns: [
          'UNC-15 Periodontal Probe',
          'Williams Periodontal Probe',
          'Nabers 2N Furcation Probe',
          '#23 Shepherd Hook Explorer',
          '2A Double-End Explorer',
          'Orban 20 Explorer',
        ],
        options: [handles],
        packaging: [ladder(['EA', 1], ['PK', 6])],
        price: [16, 48],
        blurbs: [
          ...instrumentBlurbs.slice(0, 2),
          'Laser-etched markings stay readable for the life of the instrument.',
        ],
      },
    },
    {
      key: 'surgical-instruments',
      name: 'Surgical Instruments',
      weight: 0.8,
      family: {
        nouns: [
          'Mayo-Hegar Needle Holder 6 in',
          'Castroviejo Needle Holder',
          'Iris Scissors, Curved',
          'Goldman-Fox Scissors',
          'Adson Tissue Forceps 1x2',
          'Curved Hemostat 5 in',
          'Molt #9 Periosteal Elevator',
          '#3 Scalpel Handle',
        ],
        options: [
          [
            { name: 'Stainless', attributes: { style: 'Stainless Steel' } },
            { name: 'Tungsten Carbide Inserts', attributes: { style: 'Tungsten Carbide Inserts' } },
          ],
        ],
        packaging: [ladder(['EA', 1])],
        price: [28, 140],
        blurbs: instrumentBlurbs,
      },
    },
    {
      key: 'cassettes',
      name: 'Instrument Cassettes',
      family: {
        nouns: [
          '5-Instrument Cassette',
          '10-Instrument Cassette',
          '20-Instrument Cassette',
          'Hinged Bur Block, 24 Holes',
        ],
        options: [['Blue', 'Gray', 'Green', 'Purple', 'Red', 'Yellow']],
        packaging: [ladder(['EA', 1], ['PK', 4])],
        price: [26, 115],
        blurbs: [
          'Keeps instruments organized from tray setup to sterilization.',
          'Perforated walls let steam reach every instrument.',
          'Silicone rails hold instruments securely in place.',
        ],
      },
    },
  ],
};
