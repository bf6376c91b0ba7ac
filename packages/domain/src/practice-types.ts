/**
 * The kinds of practice a customer registers (custom field practice_type, spec §3), in display
 * order. The spec names the field but not its values; these cover the dental specialties, medical
 * and veterinary customers the product serves (spec §1).
 */
export const practiceTypes = [
  { value: 'general_dentistry', label: 'General Dentistry' },
  { value: 'pediatric_dentistry', label: 'Pediatric Dentistry' },
  { value: 'orthodontics', label: 'Orthodontics' },
  { value: 'endodontics', label: 'Endodontics' },
  { value: 'periodontics', label: 'Periodontics' },
  { value: 'oral_surgery', label: 'Oral Surgery' },
  { value: 'prosthodontics', label: 'Prosthodontics' },
  { value: 'dental_laboratory', label: 'Dental Laboratory' },
  { value: 'medical', label: 'Medical Practice' },
  { value: 'veterinary', label: 'Veterinary Practice' },
  { value: 'other', label: 'Other' },
] as const;

export type PracticeType = (typeof practiceTypes)[number]['value'];

export const practiceTypeValues: readonly PracticeType[] = practiceTypes.map((type) => type.value);

export function isPracticeType(value: string): value is PracticeType {
  return (practiceTypeValues as readonly string[]).includes(value);
}
