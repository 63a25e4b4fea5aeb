import {
  adminCodeParamsSchema,
  adminListItemListSchema,
  adminListItemSchema,
  adminProductListSchema,
  adminProductSchema,
  adminVideoListSchema,
  adminVideoSchema,
  insuranceRateListSchema,
  insuranceRatePathSchema,
  insuranceRateRequestSchema,
  insuranceRateSchema,
  listItemCreateRequestSchema,
  listItemParamsSchema,
  listItemUpdateRequestSchema,
  MASTER_ADMIN_PATHS,
  MASTER_LIST_NAMES,
  productCodeCreateRequestSchema,
  productCodeListSchema,
  productCodeSchema,
  productCodeUpdateRequestSchema,
  productUpdateRequestSchema,
  videoParamsSchema,
  videoUpdateRequestSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { ADMIN_ONLY } from '../../http/officer-guard.ts';
import { officerOf } from '../../http/principals.ts';
import { auditedOriginOf } from '../../http/request-origin.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import type { MasterAdminService } from './master-admin-service.ts';

const TAGS = ['master'];
const bearer = [{ bearer: [] }];

/**
 * The administrator's master-data calls (administrators only). Reads are never cached: the next read must show the
 * change just made.
 */
export function masterAdminRoutes(deps: { master: MasterAdminService }): FastifyPluginAsyncZod {
  const { master } = deps;

  return async (app) => {
    // One route per list: each list has its own attributes, so its own request and response schemas.
    for (const list of MASTER_LIST_NAMES) {
      app.get(
        MASTER_ADMIN_PATHS.list(list),
        {
          config: ADMIN_ONLY,
          schema: {
            tags: TAGS,
            summary: `Every item of the ${list} list, inactive ones too, by numeric code`,
            security: bearer,
            response: { 200: adminListItemListSchema(list), ...authErrorResponses },
          },
        },
        async (_request, reply) => reply.headers(NO_STORE).send(await master.listItems(list)),
      );

      app.post(
        MASTER_ADMIN_PATHS.list(list),
        {
          config: ADMIN_ONLY,
          schema: {
            tags: TAGS,
            summary: `Add an item to the ${list} list: its code must be unique for the brands it is offered to`,
            security: bearer,
            body: listItemCreateRequestSchema(list),
            response: { 201: adminListItemSchema(list), ...authErrorResponses },
          },
        },
        async (request, reply) => {
          const item = await master.addListItem(
            officerOf(request),
            list,
            request.body,
            auditedOriginOf(request),
          );
          return reply.code(201).send(item);
        },
      );

      app.patch(
        MASTER_ADMIN_PATHS.listItem(list, ':id'),
        {
          config: ADMIN_ONLY,
          schema: {
            tags: TAGS,
            summary: `Rename, change or (de)activate an item of the ${list} list; code and brand stay`,
            security: bearer,
            params: listItemParamsSchema,
            body: listItemUpdateRequestSchema(list),
            response: { 200: adminListItemSchema(list), ...authErrorResponses },
          },
        },
        (request) =>
          master.updateListItem(
            officerOf(request),
            list,
            request.params.id,
            request.body,
            auditedOriginOf(request),
          ),
      );
    }

    app.get(
      MASTER_ADMIN_PATHS.products,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: TAGS,
          summary: 'Every product, active or not',
          security: bearer,
          response: { 200: adminProductListSchema, ...authErrorResponses },
        },
      },
      async (_request, reply) => reply.headers(NO_STORE).send(await master.products()),
    );

    app.patch(
      MASTER_ADMIN_PATHS.product(':code'),
      {
        config: ADMIN_ONLY,
        schema: {
          tags: TAGS,
          summary: "Rename a product or (de)activate it; its terms are the domain's rules",
          security: bearer,
          params: adminCodeParamsSchema,
          body: productUpdateRequestSchema,
          response: { 200: adminProductSchema, ...authErrorResponses },
        },
      },
      (request) =>
        master.updateProduct(officerOf(request), request.params.code, request.body, auditedOriginOf(request)),
    );

    app.get(
      MASTER_ADMIN_PATHS.codes,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: TAGS,
          summary: 'Every campaign and referral code, active ones first',
          security: bearer,
          response: { 200: productCodeListSchema, ...authErrorResponses },
        },
      },
      async (_request, reply) => reply.headers(NO_STORE).send(await master.codes()),
    );

    app.post(
      MASTER_ADMIN_PATHS.codes,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: TAGS,
          summary: 'Create a campaign or referral code: a processing-fee waiver on a product, for a period',
          security: bearer,
          body: productCodeCreateRequestSchema,
          response: { 201: productCodeSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await master.createCode(officerOf(request), request.body, auditedOriginOf(request))),
    );

    app.patch(
      MASTER_ADMIN_PATHS.code(':code'),
      {
        config: ADMIN_ONLY,
        schema: {
          tags: TAGS,
          summary: "Change a code's product, waiver or dates, or (de)activate it",
          security: bearer,
          params: adminCodeParamsSchema,
          body: productCodeUpdateRequestSchema,
          response: { 200: productCodeSchema, ...authErrorResponses },
        },
      },
      (request) =>
        master.updateCode(officerOf(request), request.params.code, request.body, auditedOriginOf(request)),
    );

    app.get(
      MASTER_ADMIN_PATHS.insuranceRates,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: TAGS,
          summary: 'The protection insurance and takaful rates, by brand and tenure',
          security: bearer,
          response: { 200: insuranceRateListSchema, ...authErrorResponses },
        },
      },
      async (_request, reply) => reply.headers(NO_STORE).send(await master.insuranceRates()),
    );

    app.patch(
      MASTER_ADMIN_PATHS.insuranceRate(':company', ':tenureMonths'),
      {
        config: ADMIN_ONLY,
        schema: {
          tags: TAGS,
          summary:
            'Set the gross rate (basis points) and provider of a brand for a tenure, adding the tenure',
          security: bearer,
          params: insuranceRatePathSchema,
          body: insuranceRateRequestSchema,
          response: { 200: insuranceRateSchema, 201: insuranceRateSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const { rate, created } = await master.setInsuranceRate(
          officerOf(request),
          request.params,
          request.body,
          auditedOriginOf(request),
        );
        return reply.code(created ? 201 : 200).send(rate);
      },
    );

    app.get(
      MASTER_ADMIN_PATHS.videos,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: TAGS,
          summary: 'Every attestation video, active or not',
          security: bearer,
          response: { 200: adminVideoListSchema, ...authErrorResponses },
        },
      },
      async (_request, reply) => reply.headers(NO_STORE).send(await master.videos()),
    );

    app.patch(
      MASTER_ADMIN_PATHS.video(':id'),
      {
        config: ADMIN_ONLY,
        schema: {
          tags: TAGS,
          summary: "Change a video's title or (de)activate it; the last active one of its kind stays",
          security: bearer,
          params: videoParamsSchema,
          body: videoUpdateRequestSchema,
          response: { 200: adminVideoSchema, ...authErrorResponses },
        },
      },
      (request) =>
        master.updateVideo(officerOf(request), request.params.id, request.body, auditedOriginOf(request)),
    );
  };
}
