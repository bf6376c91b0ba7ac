const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is a UUID; anything else cannot name a stored resource. */
export const isUuid = (value: string): boolean => uuidPattern.test(value);
