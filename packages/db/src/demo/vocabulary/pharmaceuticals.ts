import { ladder, type TopCategorySpec } from './types';

const controlled = { requires_active_dea_license: true };
const bottle100 = ladder(['BT', 100], ['CS', 12]);

export const pharmaceuticals: TopCategorySpec = {
  key: 'pharmaceuticals',
  name: 'Pharmaceuticals',
  share: 0.13,
  asapProductCategory: 'pharmaceuticals',
  attributes: { replenishable: true, requires_active_dea_license: false },
  brands: ['Halvora Pharma', 'Northbrook Generics', 'Calder Labs', 'Vireon Pharmaceuticals'],
  children: [
    {
      key: 'anesthetics',
      name: 'Local Anesthetics',
      weight: 1.5,
      family: {
        nouns: [
          'Lidocaine HCl 2% with Epinephrine 1:100,000',
          'Lidocaine HCl 2% with Epinephrine 1:50,000',
          'Articaine HCl 4% with Epinephrine 1:100,000',
          'Articaine HCl 4% with Epinephrine 1:200,000',
          'Mepivacaine HCl 3% Plain',
          'Prilocaine HCl 4% Plain',
          'Bupivacaine HCl 0.5% with Epinephrine 1:200,000',
        ],
        options: [['1.7 mL Cartridges', '1.8 mL Cartridges']],
        packaging: [ladder(['PK', 10], ['BX', 5], ['CS', 10])],
        price: [38, 96],
        attributes: { sterile: true },
        perishable: true,
        documents: true,
        blurbs: [
          'Latex-free cartridges with color-coded labels for quick identification.',
          'Blister-packed in tens to protect cartridges until use.',
          'Store at room temperature and protect from light.',
        ],
      },
    },
    {
      key: 'topical-anesthetics',
      name: 'Topical Anesthetics',
      family: {
        nouns: [
          'Benzocaine 20% Topical Gel, 1 oz',
          'Benzocaine 20% Topical Spray',
          'Lidocaine 5% Topical Ointment',
          'Benzocaine 20% Unit-Dose Swabs',
        ],
        options: [['Cherry', 'Mint', 'Pina Colada', 'Bubble Gum', 'Strawberry']],
        packaging: [ladder(['EA', 1], ['CS', 12])],
        price: [9, 26],
        perishable: true,
        blurbs: [
          'Fast onset of action, typically within 30 seconds.',
          'Pleasant flavors that patients tolerate well.',
          'Stays where it is placed without running.',
        ],
      },
    },
    {
      key: 'analgesics',
      name: 'Analgesics',
      family: {
        nouns: [
          'Ibuprofen Tablets 600 mg',
          'Ibuprofen Tablets 800 mg',
          'Acetaminophen Tablets 500 mg',
          'Naproxen Sodium Tablets 550 mg',
          'Diflunisal Tablets 500 mg',
          'Ketorolac Tromethamine Tablets 10 mg',
          { name: 'Acetaminophen and Codeine Phosphate Tablets 300 mg/30 mg', attributes: controlled },
          { name: 'Tramadol HCl Tablets 50 mg', attributes: controlled },
        ],
        packaging: [bottle100],
        price: [6, 38],
        perishable: true,
        blurbs: [
          'Unit-of-use bottles with child-resistant closures.',
          'Manufactured in an FDA-inspected facility.',
          'Dispense as directed by the prescribing clinician.',
        ],
      },
    },
    {
      key: 'antibiotics',
      name: 'Antibiotics',
      family: {
        nouns: [
          'Amoxicillin Capsules 500 mg',
          'Clindamycin HCl Capsules 300 mg',
          'Azithromycin Tablets 250 mg',
          'Cephalexin Capsules 500 mg',
          'Doxycycline Hyclate Tablets 100 mg',
          'Penicillin V Potassium Tablets 500 mg',
          'Metronidazole Tablets 500 mg',
        ],
        packaging: [bottle100, ladder(['BT', 30], ['CS', 12])],
        price: [7, 44],
        perishable: true,
        blurbs: [
          'Unit-of-use bottles with child-resistant closures.',
          'Manufactured in an FDA-inspected facility.',
          'Store in a dry place at controlled room temperature.',
        ],
      },
    },
    {
      key: 'controlled-substances',
      name: 'Controlled Substances',
      weight: 3,
      family: {
        nouns: [
          'Hydrocodone Bitartrate and Acetaminophen Tablets 5 mg/325 mg',
          'Oxycodone and Acetaminophen Tablets 5 mg/325 mg',
          'Diazepam Tablets 5 mg',
          'Triazolam Tablets 0.25 mg',
          'Lorazepam Tablets 1 mg',
          { name: 'Midazolam Injection 5 mg/mL, 2 mL', packaging: ladder(['VL', 1], ['BX', 10]) },
          { name: 'Fentanyl Citrate Injection 50 mcg/mL, 2 mL', packaging: ladder(['VL', 1], ['BX', 10]) },
        ],
        packaging: [bottle100],
        price: [14, 88],
        attributes: controlled,
        perishable: true,
        documents: true,
        blurbs: [
          'Ships only to addresses with an active DEA registration on file.',
          'A DEA Form 222 or CSOS order is required for Schedule II items.',
          'Tamper-evident packaging with lot tracking.',
        ],
      },
    },
    {
      key: 'emergency-medications',
      name: 'Emergency Medications',
      family: {
        nouns: [
          { name: 'Epinephrine Auto-Injector 0.3 mg', packaging: ladder(['EA', 1], ['PK', 2]) },
          { name: 'Diphenhydramine HCl Injection 50 mg/mL', packaging: ladder(['VL', 1], ['BX', 25]) },
          'Nitroglycerin Sublingual Tablets 0.4 mg',
          'Albuterol Sulfate Inhaler 90 mcg',
          { name: 'Naloxone HCl Nasal Spray 4 mg', packaging: ladder(['PK', 2], ['CS', 12]) },
          'Oral Glucose Gel 15 g',
        ],
        packaging: [ladder(['EA', 1], ['PK', 6])],
        price: [12, 140],
        perishable: true,
        blurbs: [
          'Keep in the office emergency kit and check expiration dates monthly.',
          'Meets state dental board emergency kit requirements.',
          'Clearly labeled for fast use under pressure.',
        ],
      },
    },
  ],
};
