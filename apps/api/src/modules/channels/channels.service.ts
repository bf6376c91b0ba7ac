import type { Channel, channelPagedQueryResponseSchema } from '@chairside/contracts';
import { catalogResourceRepository, type Db } from '@chairside/db';
import type { z } from 'zod';
import { resourceNotFound } from '../../http/api-error';
import { parseSort } from '../../http/query-params';
import { queryVariables, type PredicateQueryParams } from '../../query/query-variables';
import { compileWhere } from '../../query/where';
import { channelFields } from './channels.fields';
import { toChannel } from './channels.mapper';
import { isUuid } from '../../ids/uuid';
import { pagedResponse } from '../../http/paged-response';

const sortableFields = ['id', 'key', 'createdAt'] as const;

export function channelService(db: Db) {
  const repository = catalogResourceRepository(db);
  return {
    /** Channels matching `where` (typically `key = "…"` or `key in (…)`), sorted (default id asc) and paged. */
    async query(params: PredicateQueryParams): Promise<z.infer<typeof channelPagedQueryResponseSchema>> {
      const where = compileWhere(params.where, channelFields, queryVariables(params));
      const sort = parseSort(params.sort, sortableFields);
      const { rows, total } = await repository.queryChannels({
        where,
        sort,
        limit: params.limit,
        offset: params.offset,
        withTotal: params.withTotal !== 'false',
      });
      const results = rows.map(toChannel);
      return pagedResponse(params, results, total);
    },

    /** A malformed id cannot name a channel, so it is "not found" like any other unknown id. */
    async getById(id: string): Promise<Channel> {
      const row = isUuid(id) ? await repository.findChannelById(id) : undefined;
      if (!row) throw resourceNotFound(id);
      return toChannel(row);
    },
  };
}
