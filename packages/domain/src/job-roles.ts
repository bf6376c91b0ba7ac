/** The job roles a customer picks from (spec §3), in display order, each with its label. */
export const jobRoles = [
  { value: 'administrator', label: 'Administrator' },
  { value: 'assistant', label: 'Assistant' },
  { value: 'bookkeeper', label: 'Bookkeeper' },
  { value: 'clerical_staff', label: 'Clerical Staff' },
  { value: 'dentist', label: 'Dentist' },
  { value: 'dental_assistant', label: 'Dental Assistant' },
  { value: 'doctor', label: 'Doctor' },
  { value: 'hygienist', label: 'Hygienist' },
  { value: 'lab_technician', label: 'Lab Technician' },
  { value: 'nurse', label: 'Nurse' },
  { value: 'office_manager', label: 'Office Manager' },
  { value: 'oral_surgeon', label: 'Oral Surgeon' },
  { value: 'physician_assistant', label: 'Physician Assistant' },
  { value: 'purchasing_agent', label: 'Purchasing Agent' },
  { value: 'receptionist', label: 'Receptionist' },
  { value: 'supply_coordinator', label: 'Supply Coordinator' },
  { value: 'technician', label: 'Technician' },
] as const;

export type JobRole = (typeof jobRoles)[number]['value'];

export const jobRoleValues: readonly JobRole[] = jobRoles.map((role) => role.value);

export function isJobRole(value: string): value is JobRole {
  return (jobRoleValues as readonly string[]).includes(value);
}

/** The display label of a stored job role; an unknown value (legacy data) is shown as stored. */
export function jobRoleLabel(value: string): string {
  return jobRoles.find((role) => role.value === value)?.label ?? value;
}
