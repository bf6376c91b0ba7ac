import type { Order, OrderAddress, OrderLineItem, OrderPayment, RecentItem } from '@chairside/contracts';
import type { OrderDetails, OrderLineRecord, OrderRecord, RecentItemRecord } from '@chairside/db';
import type { LoyaltyTerms } from '@chairside/domain';
import { nameBasedId } from '../../ids/name-based-id';
import { addressTypeId } from '../me/customer.mapper';

export const orderTypeId = nameBasedId('type:order');
export const orderLineItemTypeId = nameBasedId('type:order-line-item');
export const paymentTypeId = nameBasedId('type:payment');

/** Reference paths GET me/orders/{id} can expand (spec §7). */
export type OrderExpansion = 'payment' | 'discountCodes';

type AddressSnapshot = NonNullable<OrderRecord['shippingAddress']>;

const money = (currencyCode: string, centAmount: number) => ({
  type: 'centPrecision' as const,
  currencyCode,
  centAmount,
  fractionDigits: 2,
});

/** Copies the value when it is set: commercetools omits unset optional fields instead of sending null. */
function optional<K extends string, V>(key: K, value: V | null | undefined): Partial<Record<K, V>> {
  return value === null || value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

function toAddress(address: AddressSnapshot): OrderAddress {
  const { shippingAccountNumber, hasActiveDeaLicense, ...fields } = address;
  const plain = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null),
  ) as Omit<OrderAddress, 'custom'>;
  return {
    ...plain,
    country: address.country,
    custom: {
      type: { typeId: 'type', id: addressTypeId },
      fields: {
        ...optional('hs_shipping_account_number', shippingAccountNumber),
        ...optional('has_active_dea_license', hasActiveDeaLicense),
      },
    },
  };
}

function toLineItem(line: OrderLineRecord, currencyCode: string, loyalty: LoyaltyTerms | null): OrderLineItem {
  const channel = line.distributionChannelId
    ? { typeId: 'channel' as const, id: line.distributionChannelId }
    : undefined;
  return {
    id: line.id,
    ...optional('productId', line.productId),
    ...optional('productKey', line.productKey),
    name: line.name,
    ...optional('productSlug', line.productSlug),
    variant: { id: line.variantId, sku: line.sku, images: line.imageUrl ? [{ url: line.imageUrl }] : [] },
    price: { value: money(currencyCode, line.priceCentAmount), ...optional('channel', channel) },
    quantity: line.quantity,
    totalPrice: money(currencyCode, line.totalCentAmount),
    ...optional('distributionChannel', channel),
    priceMode: 'Platform',
    lineItemMode: 'Standard',
    custom: {
      type: { typeId: 'type', id: orderLineItemTypeId },
      fields: {
        price_channel: line.priceChannel,
        ...optional('hs_item_number', line.itemNumber),
        ...optional('hs_uom', line.uom),
        hs_inventory_qty_backorder: line.backorderedQuantity,
        requires_active_dea_license: line.requiresDeaLicense,
        replenished: line.replenished,
        ...optional('days_replenished', line.daysReplenished),
        // Orders placed before issue 19 kept no loyalty terms: their lines say nothing about it.
        ...(loyalty
          ? {
              allow_loyalty_discount: line.loyaltyPercent > 0,
              asap_enrollment_status: loyalty.status,
              ...optional('buying_group', loyalty.buyingGroup),
            }
          : {}),
        ...optional('asap_product_category', line.asapProductCategory),
        ...(line.loyaltyPercent > 0
          ? { loyalty_percent: line.loyaltyPercent, loyalty_saving: line.loyaltySavingCentAmount }
          : {}),
      },
    },
  };
}

/**
 * The order's payment as a commercetools Payment: method, card brand and last 4, the gateway's authorization; never a
 * card number.
 */
function toPayment(order: OrderRecord): OrderPayment {
  const card = order.paymentMethod === 'card';
  const amount = money(order.currencyCode, order.totalCentAmount);
  return {
    id: order.paymentId,
    version: 1,
    amountPlanned: amount,
    paymentMethodInfo: {
      paymentInterface: card ? 'card-gateway' : 'on-account',
      method: order.paymentMethod,
      name: {
        'en-US': card ? `${order.cardBrand ?? 'Card'} •••• ${order.cardLast4 ?? ''}`.trim() : 'On account (Net 30)',
      },
    },
    ...optional('interfaceId', order.gatewayAuthorizationId),
    paymentStatus: { ...optional('interfaceCode', order.paymentState) },
    transactions: card
      ? [
          {
            id: nameBasedId(`payment-transaction:${order.paymentId}`),
            type: 'Authorization',
            amount,
            ...optional('interactionId', order.gatewayAuthorizationId),
            state: 'Success',
          },
        ]
      : [],
    custom: {
      type: { typeId: 'type', id: paymentTypeId },
      fields: {
        ...optional('card_brand', order.cardBrand),
        ...optional('card_last4', order.cardLast4),
        ...optional('card_uuid', order.cardId),
      },
    },
  };
}

/** An order in the commercetools shape, with the references in `expand` resolved into `obj`. */
export function toOrder(
  { order, lines, history }: OrderDetails,
  expand: ReadonlySet<OrderExpansion> = new Set(),
  withHistory = false,
): Order {
  const currency = order.currencyCode;
  const fee = (centAmount: number) => money(currency, centAmount);
  const discountTotal = order.discountCodes.reduce((total, code) => total + (code.amount ?? 0), 0);
  return {
    id: order.id,
    version: order.version,
    orderNumber: order.orderNumber,
    ...optional('purchaseOrderNumber', order.purchaseOrderNumber),
    customerId: order.customerId,
    ...optional('customerEmail', order.customerEmail),
    cart: { typeId: 'cart', id: order.cartId },
    lineItems: lines.map((line) => toLineItem(line, currency, order.loyalty)),
    customLineItems: [],
    totalLineItemQuantity: lines.reduce((total, line) => total + line.quantity, 0),
    totalPrice: money(currency, order.totalCentAmount),
    taxMode: 'Platform',
    orderState: order.orderState,
    ...optional('shipmentState', order.shipmentState),
    ...optional('paymentState', order.paymentState),
    ...optional('shippingAddress', order.shippingAddress ? toAddress(order.shippingAddress) : undefined),
    ...optional('billingAddress', order.billingAddress ? toAddress(order.billingAddress) : undefined),
    ...optional(
      'shippingInfo',
      order.shippingMethod
        ? {
            shippingMethodName: order.shippingMethod.name,
            price: money(currency, order.shippingMethod.centAmount),
            shippingMethod: { typeId: 'shipping-method' as const, id: order.shippingMethod.id },
          }
        : undefined,
    ),
    discountCodes: order.discountCodes.map((code) => ({
      discountCode: {
        typeId: 'discount-code' as const,
        id: code.id,
        ...(expand.has('discountCodes')
          ? { obj: { id: code.id, version: 1, code: code.code, cartDiscounts: [], isActive: true } }
          : {}),
      },
      state: code.state,
    })),
    paymentInfo: {
      payments: [
        { typeId: 'payment', id: order.paymentId, ...(expand.has('payment') ? { obj: toPayment(order) } : {}) },
      ],
    },
    syncInfo: [],
    origin: 'Customer',
    custom: {
      type: { typeId: 'type', id: orderTypeId },
      fields: {
        handling_fee: fee(order.handlingFeeCentAmount),
        minimum_order_fee: fee(order.minimumOrderFeeCentAmount),
        hazardous_fee: fee(order.hazardousFeeCentAmount),
        refrigerated_fee: fee(order.refrigeratedFeeCentAmount),
        excessive_weight_fee: fee(order.excessiveWeightFeeCentAmount),
        processed_by_erp: order.processedByErp,
        business_unit: order.businessUnitId,
        ...optional('shipping_account', order.shippingAccountNumber),
        ...optional('billing_account', order.billingAccountNumber),
        ...optional('po_number', order.purchaseOrderNumber),
        ...optional('authorized_card_uuid', order.cardId),
        subtotal: fee(order.subtotalCentAmount),
        ...optional('discount_total', discountTotal > 0 ? fee(discountTotal) : undefined),
        payment_method: order.paymentMethod,
        ...optional('placed_by_email', order.placedByEmail),
        ...optional('placed_by_name', order.placedByName),
      },
    },
    ...(withHistory
      ? {
          statusHistory: history.map((entry) => ({
            state: entry.state,
            at: entry.at.toISOString(),
            ...optional('note', entry.note),
          })),
        }
      : {}),
    trackingNumbers: order.trackingNumbers,
    completedAt: order.completedAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
    lastModifiedAt: order.lastModifiedAt.toISOString(),
  };
}

export function toRecentItem(item: RecentItemRecord): RecentItem {
  return {
    sku: item.sku,
    ...optional('item_number', item.itemNumber),
    ...optional('uom', item.uom),
    name: item.name,
    ...optional('product_id', item.productId),
    ...optional('product_slug', item.productSlug),
    ...optional('image_url', item.imageUrl),
    quantity: item.totalQuantity,
    order_count: item.orderCount,
    last_ordered_at: item.lastOrderedAt.toISOString(),
  };
}
