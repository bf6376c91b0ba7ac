import { ladder, type TopCategorySpec } from './types';

const diameters = ['3.0 mm', '3.5 mm', '4.0 mm', '4.5 mm', '5.0 mm'];
const platforms = ['Narrow Platform', 'Regular Platform', 'Wide Platform'];
const cuffs = ['1 mm Cuff', '2 mm Cuff', '3 mm Cuff', '4 mm Cuff'];
const length = (mm: string) => ({ name: `${mm} mm`, attributes: { length: `${mm} mm` } });

export const dentalImplants: TopCategorySpec = {
  key: 'dental-implants',
  name: 'Dental Implants',
  share: 0.11,
  asapProductCategory: 'implants',
  attributes: { replenishable: true, sterile: true },
  brands: ['Implantis', 'Osteora', 'Truefit Implant Systems', 'Axiora Dental'],
  children: [
    {
      key: 'implant-systems',
      name: 'Implant Systems',
      weight: 2,
      family: {
        nouns: [
          'Tapered Internal Hex Implant',
          'Conical Connection Implant',
          'Bone-Level Tapered Implant',
          'Platform-Switched Implant',
          'Narrow Ridge Implant',
        ],
        options: [diameters, ['8', '10', '11.5', '13', '15'].map(length)],
        packaging: [ladder(['EA', 1], ['PK', 5])],
        price: [125, 295],
        documents: true,
        blurbs: [
          'Sandblasted, acid-etched surface for predictable osseointegration.',
          'Aggressive thread design gives high primary stability in soft bone.',
          'Supplied sterile with a cover screw included.',
        ],
      },
    },
    {
      key: 'abutments',
      name: 'Abutments',
      weight: 1.5,
      family: {
        nouns: [
          'Straight Titanium Abutment',
          '15 Degree Angled Abutment',
          '25 Degree Angled Abutment',
          'Multi-Unit Abutment',
          'Ti-Base Abutment',
          'Zirconia Abutment',
        ],
        options: [platforms, cuffs],
        packaging: [ladder(['EA', 1], ['PK', 5])],
        price: [65, 230],
        attributes: { sterile: false },
        blurbs: [
          'Precision-machined connection with a rotational tolerance under one degree.',
          'Includes a titanium abutment screw.',
          'Anodized gold finish for natural-looking soft tissue.',
        ],
      },
    },
    {
      key: 'healing-abutments',
      name: 'Healing Abutments',
      family: {
        nouns: ['Healing Abutment', 'Wide Healing Abutment', 'Anatomic Healing Abutment'],
        options: [platforms, cuffs],
        packaging: [ladder(['EA', 1], ['PK', 5])],
        price: [28, 75],
        blurbs: [
          'Shapes the emergence profile during healing.',
          'Laser-marked with platform and height.',
          'Supplied sterile and ready to place.',
        ],
      },
    },
    {
      key: 'impression-components',
      name: 'Impression Components',
      family: {
        nouns: ['Open Tray Impression Coping', 'Closed Tray Impression Coping', 'Implant Analog', 'Digital Scan Body'],
        options: [platforms],
        packaging: [ladder(['EA', 1], ['PK', 5])],
        price: [24, 95],
        attributes: { sterile: false },
        blurbs: [
          'Accurately transfers the implant position to the lab.',
          'Compatible with all major intraoral scanners.',
          'Reusable after cleaning and sterilization.',
        ],
      },
    },
    {
      key: 'surgical-kits',
      name: 'Surgical Kits',
      weight: 0.6,
      family: {
        nouns: [
          'Implant Surgical Kit',
          'Guided Surgery Kit',
          'Sinus Lift Kit',
          'Ridge Split and Expansion Kit',
          'Prosthetic Driver Kit',
        ],
        packaging: [ladder(['KT', 1])],
        price: [480, 2600],
        attributes: { sterile: false, replenishable: false },
        documents: true,
        blurbs: [
          'Autoclavable radel tray with color-coded drill sequence.',
          'Everything needed for placement from pilot drill to final seating.',
          'Torque ratchet and drivers included.',
        ],
      },
    },
    {
      key: 'implant-drills',
      name: 'Implant Drills',
      family: {
        nouns: ['Pilot Drill', 'Twist Drill', 'Tapered Drill', 'Countersink Drill', 'Bone Tap'],
        options: [['2.0 mm', '2.8 mm', '3.4 mm', '4.2 mm', '5.0 mm'], ['10', '13', '16'].map(length)],
        packaging: [ladder(['EA', 1], ['PK', 3])],
        price: [45, 140],
        blurbs: [
          'Depth markings every millimeter.',
          'Diamond-like carbon coating stays sharp for up to 50 osteotomies.',
          'External irrigation keeps the site cool.',
        ],
      },
    },
  ],
};
