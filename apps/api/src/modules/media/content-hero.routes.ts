import { contentSlugPattern } from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../access/route-access';
import { errorResponses } from '../../http/openapi';
import { renderContentHeroImage } from './content-hero-image';

/** Hero illustrations of blog posts and landing pages, drawn from their key (front matter `hero`). */
export const contentHeroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/content/hero/:key.svg',
    {
      config: { access: access.public() },
      schema: {
        tags: ['media'],
        summary: 'Hero illustration of a blog post or landing page (SVG)',
        params: z.strictObject({ key: z.string().max(100).regex(contentSlugPattern) }),
        response: {
          200: { description: 'An SVG picture', content: { 'image/svg+xml': { schema: z.string() } } },
          ...errorResponses(400),
        },
      },
    },
    // The picture depends on the key alone: cache it for a day.
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(renderContentHeroImage(request.params.key)),
  );
};
