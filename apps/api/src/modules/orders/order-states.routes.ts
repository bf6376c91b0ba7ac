import { orderIdParamsSchema, orderSchema, orderUpdateSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access/route-access';
import { errorResponses } from '../../http/openapi';
import type { OrderStatesService } from './order-states.service';

interface Options {
  service: OrderStatesService;
}

/** Order state changes and deliveries (commercetools POST orders/{id}): the ERP integration and, later, the back office. */
export const orderStateRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.post(
    '/aces/orders/:id',
    {
      config: { access: access.admin() },
      schema: {
        tags: ['orders'],
        summary:
          'Change an order’s state, shipment state or payment state and add deliveries ({version, actions}: ' +
          'changeOrderState, changeShipmentState, changePaymentState, addDelivery); a change the state tables do not ' +
          'allow is 409 InvalidStateTransition. Shipping (Shipped or Partial) writes the order’s invoice once and ' +
          'captures a card order’s payment',
        params: orderIdParamsSchema,
        body: orderUpdateSchema,
        response: { 200: orderSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => service.update(request.ctx, request.params.id, request.body),
  );
};
