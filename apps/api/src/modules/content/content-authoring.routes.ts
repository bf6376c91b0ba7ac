import {
  contentEntryDetailSchema,
  contentEntryDraftSchema,
  contentEntryQuerySchema,
  contentEntrySummarySchema,
  contentEntryUpdateSchema,
  contentPublishSchema,
  contentUnpublishSchema,
  pagedQueryResponseSchema,
} from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from '../../access/request-context';
import { access } from '../../access/route-access';
import { errorResponses } from '../../http/openapi';
import type { Author, ContentAuthoringService } from './content-authoring.service';

interface Options {
  service: ContentAuthoringService;
}

/** Writing content takes manage_content (or manage_project): the importer, later the back office. */
const writeAccess = access.token(['manage_content'], { noStore: true });
const idParams = z.strictObject({ id: z.string().max(100) });
const tags = ['content'];

const authorOf = (context: RequestContext): Author => ({
  name: context.client?.clientId ?? context.actor.kind,
  now: context.now,
});

export const contentAuthoringRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/content/entries',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: 'List content entries, drafts included, most recently changed first',
        querystring: contentEntryQuerySchema,
        response: { 200: pagedQueryResponseSchema(contentEntrySummarySchema), ...errorResponses(400) },
      },
    },
    async (request) => service.list(request.query),
  );

  app.post(
    '/content/entries',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: 'Create a draft blog post, docs page or landing page (revision 1)',
        body: contentEntryDraftSchema,
        response: { 201: contentEntryDetailSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body, authorOf(request.ctx))),
  );

  app.get(
    '/content/entries/:id',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: 'An entry with its current fields and body and every revision, newest first',
        params: idParams,
        response: { 200: contentEntryDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.get(request.params.id),
  );

  app.post(
    '/content/entries/:id',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary:
          'Save new fields and body as the next revision (none when nothing changed); a published entry shows it at once',
        params: idParams,
        body: contentEntryUpdateSchema,
        response: { 200: contentEntryDetailSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => service.update(request.params.id, request.body, authorOf(request.ctx)),
  );

  app.post(
    '/content/entries/:id/publish',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: 'Publish now, or at publishAt (a future date schedules it)',
        params: idParams,
        body: contentPublishSchema,
        response: { 200: contentEntryDetailSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => service.publish(request.params.id, request.body, authorOf(request.ctx)),
  );

  app.post(
    '/content/entries/:id/unpublish',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: 'Take a published entry back to draft',
        params: idParams,
        body: contentUnpublishSchema,
        response: { 200: contentEntryDetailSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => service.unpublish(request.params.id, request.body),
  );
};
