/** Names and places for the generated offices and customers. */

export const firstNames = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Ethan', 'Sophia', 'Mason', 'Isabella', 'Lucas', 'Mia', 'Aiden', 'Harper', 'Elijah',
  'Amelia', 'James', 'Priya', 'Mateo', 'Grace', 'Daniel', 'Chloe', 'Samuel', 'Nora', 'Kenji', 'Layla', 'Omar', 'Hannah', 'Diego',
];

export const lastNames = [
  'Patel', 'Nguyen', 'Garcia', 'Johnson', 'Kim', 'Rodriguez', 'Chen', 'Okafor', 'Miller', 'Davis', 'Martinez', 'Anderson', 'Thompson',
  'Hernandez', 'Walker', 'Young', 'Robinson', 'Lopez', 'Campbell', 'Rivera', 'Brooks', 'Foster', 'Sullivan', 'Bennett', 'Hughes',
];

export const streets = [
  'Main St', 'Oak Ave', 'Maple Ave', 'Park Blvd', 'Washington St', 'Lakeview Dr', 'Cedar Ln', 'Elm St', 'Highland Ave', 'Market St',
  'Pine St', 'Riverside Dr', 'Center St', 'Hillcrest Rd', 'Franklin Ave', 'Broadway', 'Commerce Pkwy', 'Medical Center Dr',
];

/** Cities with the warehouse that serves them (East Coast ES1, West Coast WC2). */
export const cities = [
  { city: 'Allentown', state: 'PA', zip: '181', warehouse: 'ES1', areaCode: '610' },
  { city: 'Baltimore', state: 'MD', zip: '212', warehouse: 'ES1', areaCode: '410' },
  { city: 'Hartford', state: 'CT', zip: '061', warehouse: 'ES1', areaCode: '860' },
  { city: 'Richmond', state: 'VA', zip: '232', warehouse: 'ES1', areaCode: '804' },
  { city: 'Columbus', state: 'OH', zip: '432', warehouse: 'ES1', areaCode: '614' },
  { city: 'Indianapolis', state: 'IN', zip: '462', warehouse: 'ES1', areaCode: '317' },
  { city: 'Charlotte', state: 'NC', zip: '282', warehouse: 'ES1', areaCode: '704' },
  { city: 'Madison', state: 'WI', zip: '537', warehouse: 'ES1', areaCode: '608' },
  { city: 'Boise', state: 'ID', zip: '837', warehouse: 'WC2', areaCode: '208' },
  { city: 'Sacramento', state: 'CA', zip: '958', warehouse: 'WC2', areaCode: '916' },
  { city: 'Tucson', state: 'AZ', zip: '857', warehouse: 'WC2', areaCode: '520' },
  { city: 'Spokane', state: 'WA', zip: '992', warehouse: 'WC2', areaCode: '509' },
  { city: 'Eugene', state: 'OR', zip: '974', warehouse: 'WC2', areaCode: '541' },
  { city: 'Salt Lake City', state: 'UT', zip: '841', warehouse: 'WC2', areaCode: '801' },
] as const;

export type City = (typeof cities)[number];

/** Practice name patterns with the practice type they imply. */
export const practices = [
  { type: 'general_dentistry', name: (last: string) => `${last} Family Dentistry` },
  { type: 'general_dentistry', name: (_: string, city: string) => `${city} Dental Care` },
  { type: 'general_dentistry', name: (last: string) => `${last} & Associates Dental` },
  { type: 'pediatric_dentistry', name: (_: string, city: string) => `${city} Pediatric Dentistry` },
  { type: 'oral_surgery', name: (_: string, city: string) => `${city} Oral & Maxillofacial Surgery` },
  { type: 'periodontics', name: (last: string) => `${last} Periodontics & Implants` },
  { type: 'orthodontics', name: (last: string) => `${last} Orthodontics` },
  { type: 'endodontics', name: (_: string, city: string) => `${city} Endodontic Specialists` },
  { type: 'veterinary', name: (_: string, city: string) => `${city} Veterinary Dental Clinic` },
] as const;

/** The job roles of spec §3. */
export const jobFunctions = [
  'administrator', 'assistant', 'bookkeeper', 'clerical_staff', 'dentist', 'dental_assistant', 'doctor', 'hygienist', 'lab_technician',
  'nurse', 'office_manager', 'oral_surgeon', 'physician_assistant', 'purchasing_agent', 'receptionist', 'supply_coordinator', 'technician',
] as const;

export const buyingGroups = ['Heartland Dental Cooperative', 'Independent Dentists Alliance', 'Great Lakes Purchasing Network'];
