import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi';
import type { mediaService } from './media.service';
import { access } from '../../access/route-access';

interface Options {
  service: ReturnType<typeof mediaService>;
}

export const mediaRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/media/products/:productKey/:n.svg',
    {
      config: { access: access.public() },
      schema: {
        tags: ['media'],
        summary: 'Generated demo product image (SVG)',
        params: z.strictObject({ productKey: z.string().min(1).max(256), n: z.coerce.number().int().min(1).max(3) }),
        response: {
          200: { description: 'An SVG picture', content: { 'image/svg+xml': { schema: z.string() } } },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const svg = await service.productImage(request.params.productKey, request.params.n);
      // The picture depends only on the product's name, brand and category: cache it for a day.
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400, immutable').send(svg);
    },
  );

  app.get(
    '/media/catalogs/:slug/:page.svg',
    {
      config: { access: access.public() },
      schema: {
        tags: ['media'],
        summary: 'Print catalogue page image (SVG)',
        params: z.strictObject({ slug: z.string().min(1).max(100), page: z.coerce.number().int().min(1).max(10_000) }),
        response: {
          200: { description: 'An SVG picture', content: { 'image/svg+xml': { schema: z.string() } } },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const svg = await service.catalogPageImage(request.params.slug, request.params.page);
      // Pages change only when the catalogue is re-edited; a day of caching keeps the viewer fast.
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};
