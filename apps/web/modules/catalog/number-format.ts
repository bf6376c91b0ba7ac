const integerFormat = new Intl.NumberFormat('en-US');

/** "12,345": counts as the storefront shows them (one shared formatter; building one per call is slow). */
export const formatCount = (value: number) => integerFormat.format(value);
