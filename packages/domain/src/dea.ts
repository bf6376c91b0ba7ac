/**
 * Controlled items (spec §3 `requires_active_dea_license`, §5 "A cart needs the DEA-license flag
 * when it holds restricted items"; DESIGN.md §5): such a line may be in a cart, but the cart can
 * only be checked out to a shipping address with an active DEA license. An address's license is
 * active when customer service marked it so (has_active_dea_license) and its expiry date, when
 * known, is not past. `today` is the calendar date (YYYY-MM-DD) the check is made for.
 */
export interface DeaAddressFacts {
  hasActiveDeaLicense: boolean;
  /** Last day the registration is valid (YYYY-MM-DD); null when not recorded. */
  deaExpiresOn: string | null;
}

export interface DeaLine {
  lineItemId: string;
  sku: string;
  requiresActiveDeaLicense: boolean;
}

export type DeaBlockReason = 'NoShippingAddress' | 'NoActiveDeaLicense' | 'DeaLicenseExpired';

export interface DeaCheckoutBlocker {
  lineItemId: string;
  sku: string;
  reason: DeaBlockReason;
  message: string;
}

export const deaMessages: Record<DeaBlockReason, string> = {
  NoShippingAddress:
    'This item requires an active DEA license. Choose a shipping address with an active DEA license to check out.',
  NoActiveDeaLicense:
    'This item requires an active DEA license, and the selected shipping address has none. Choose a DEA Approved address or remove the item.',
  DeaLicenseExpired:
    'This item requires an active DEA license, and the DEA license of the selected shipping address has expired. Choose another address or remove the item.',
};

/** Why an address cannot receive controlled items, or undefined when it can. */
export function deaAddressProblem(
  address: DeaAddressFacts | null | undefined,
  today: string,
): DeaBlockReason | undefined {
  if (!address) return 'NoShippingAddress';
  if (!address.hasActiveDeaLicense) return 'NoActiveDeaLicense';
  // ISO dates compare as text; the expiry day itself is still valid.
  if (address.deaExpiresOn !== null && address.deaExpiresOn < today) return 'DeaLicenseExpired';
  return undefined;
}

/** The lines that block checkout to `shippingAddress`, each with the reason; empty when the cart may be checked out. */
export function deaCheckoutBlockers(
  lines: readonly DeaLine[],
  shippingAddress: DeaAddressFacts | null | undefined,
  today: string,
): DeaCheckoutBlocker[] {
  const controlled = lines.filter((line) => line.requiresActiveDeaLicense);
  if (controlled.length === 0) return [];
  const reason = deaAddressProblem(shippingAddress, today);
  if (reason === undefined) return [];
  return controlled.map((line) => ({
    lineItemId: line.lineItemId,
    sku: line.sku,
    reason,
    message: deaMessages[reason],
  }));
}

/** The calendar date of an instant in UTC (YYYY-MM-DD), for the checks above. */
export const isoDate = (at: Date) => at.toISOString().slice(0, 10);
