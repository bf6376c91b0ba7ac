import { orderSchema, type Order } from '@chairside/contracts';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { placeTestOrder } from './orders.test-fixture';

describe.each(testDatabaseTargets())('order state changes ($name)', (target) => {
  let api: TestApi;
  let owner: { customerId: string; businessUnitId: string };
  let adminToken: string;
  beforeAll(async () => {
    api = await startTestApi(target);
    const fx = customerFixture(api.db);
    const office = await fx.office('Bright Smiles', [{ id: 'stateSh1', shippingAccountNumber: 'SA-STATES' }]);
    const customer = await fx.customer({ officeIds: [office.id] });
    owner = { customerId: customer.id, businessUnitId: office.id };
    adminToken = await api.tokenFor(['manage_project']);
  });
  afterAll(() => api.close());

  const change = (id: string, body: unknown, token = adminToken) =>
    fetch(`${api.baseUrl}/aces/orders/${id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const readOrder = async (response: Response): Promise<Order> => {
    expect(response.status).toBe(200);
    return orderSchema.parse(await response.json());
  };

  it('moves an order along its tables, one version per update, and records each change in its history', async () => {
    const { order } = await placeTestOrder(api.db, owner, { onAccount: true });
    expect([order.orderState, order.shipmentState, order.paymentState]).toEqual(['Open', 'Pending', 'BalanceDue']);
    const confirmed = await readOrder(
      await change(order.id, {
        version: order.version,
        actions: [
          { action: 'changeOrderState', orderState: 'Confirmed' },
          { action: 'changeShipmentState', shipmentState: 'Ready' },
        ],
      }),
    );
    expect(confirmed).toMatchObject({ version: order.version + 1, orderState: 'Confirmed', shipmentState: 'Ready' });
    const shipped = await readOrder(
      await change(order.id, {
        version: confirmed.version,
        actions: [
          { action: 'changeShipmentState', shipmentState: 'Shipped' },
          { action: 'changeShipmentState', shipmentState: 'Delivered' },
          { action: 'changePaymentState', paymentState: 'Paid' },
        ],
      }),
    );
    expect(shipped).toMatchObject({ shipmentState: 'Delivered', paymentState: 'Paid' });
    expect(shipped.statusHistory!.map((entry) => [entry.state, entry.note ?? null])).toEqual([
      ['Open', 'Order placed'],
      ['Confirmed', null],
      ['Ready', null],
      ['Shipped', null],
      ['Delivered', null],
      ['Paid', 'Payment'],
    ]);
  });

  it('refuses a change the tables do not allow with 409 naming both states, and changes nothing', async () => {
    const { order } = await placeTestOrder(api.db, owner);
    const response = await change(order.id, {
      version: order.version,
      actions: [
        { action: 'changeOrderState', orderState: 'Confirmed' },
        { action: 'changeShipmentState', shipmentState: 'Delivered' },
      ],
    });
    expect(response.status).toBe(409);
    expect((await readError(response)).errors[0]).toEqual({
      code: 'InvalidStateTransition',
      message: 'The shipment state cannot change from Pending to Delivered.',
      machine: 'shipment',
      currentState: 'Pending',
      requestedState: 'Delivered',
    });
    const cancelled = await readOrder(
      await change(order.id, {
        version: order.version,
        actions: [{ action: 'changeOrderState', orderState: 'Cancelled' }],
      }),
    );
    expect(cancelled.orderState).toBe('Cancelled');
    const reopened = await change(order.id, {
      version: cancelled.version,
      actions: [{ action: 'changeOrderState', orderState: 'Open' }],
    });
    expect((await readError(reopened)).errors[0]).toMatchObject({ currentState: 'Cancelled', requestedState: 'Open' });
  });

  it('answers a stale version with 409 ConcurrentModification, an unknown order with 404', async () => {
    const { order } = await placeTestOrder(api.db, owner);
    const stale = await change(order.id, {
      version: order.version + 1,
      actions: [{ action: 'changeOrderState', orderState: 'Confirmed' }],
    });
    expect(stale.status).toBe(409);
    expect((await readError(stale)).errors[0]).toMatchObject({ code: 'ConcurrentModification', currentVersion: 1 });
    const unknown = await change('00000000-0000-4000-8000-000000000000', {
      version: 1,
      actions: [{ action: 'changeOrderState', orderState: 'Confirmed' }],
    });
    expect(unknown.status).toBe(404);
  });

  it('is for the ERP integration and back office only: a customer, even the buyer, gets 403', async () => {
    const { order } = await placeTestOrder(api.db, owner);
    const { token } = await signIn(api.db, owner.customerId);
    const response = await change(
      order.id,
      { version: order.version, actions: [{ action: 'changeOrderState', orderState: 'Cancelled' }] },
      token,
    );
    expect(response.status).toBe(403);
  });
});
