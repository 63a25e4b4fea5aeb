import { API_BASES, type Language } from '@sinar/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas.ts';
import { sendStoredFile } from '../../http/send-file.ts';
import { requestLanguage } from '../../http/translator.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { MasterListName, VideoRow } from './master-repository.ts';
import type { MasterService } from './master-service.ts';

const company = z.enum(['conventional', 'islamic']).describe('The brand: conventional or islamic');
const partnerType = z.enum(['individual', 'soleProprietor', 'partnership', 'company', 'staff']);

const listItem = z.object({ id: z.uuid(), code: z.string(), name: z.string() });
const LIST_ITEM_SCHEMAS = {
  race: listItem,
  employeeType: listItem,
  relationship: listItem,
  grossSalaryRange: listItem.extend({ minSen: z.number().int(), maxSen: z.number().int().nullable() }),
  loanReason: listItem.extend({ isOther: z.boolean() }),
  smeLoanReason: listItem.extend({ isOther: z.boolean() }),
  bank: listItem.extend({ swiftCode: z.string(), accountNumberLengths: z.array(z.number().int()) }),
} satisfies Record<MasterListName, z.ZodType>;

const productOffer = z
  .object({
    productCode: z.string(),
    company,
    name: z.string(),
    terms: z.object({
      minAmountSen: z.number().int(),
      maxAmountSen: z.number().int(),
      amountStepSen: z.number().int(),
      minTenureMonths: z.number().int(),
      maxTenureMonths: z.number().int(),
      tenureStepMonths: z.number().int(),
      monthlyRateBp: z.number().int(),
      annualRateBp: z.number().int(),
      processingFeeSen: z.number().int(),
      wakalahFeeSen: z.number().int(),
      stampDutyBp: z.number().int(),
    }),
    appliedCode: z
      .object({
        code: z.string(),
        kind: z.enum(['campaign', 'referral']),
        processingFeeDiscountSen: z.number().int(),
        validUntil: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'ProductOffer' });

const video = z
  .object({
    id: z.uuid(),
    company,
    partnerType: partnerType.nullable(),
    language: z.enum(['en', 'ms']),
    title: z.string(),
    durationSeconds: z.number().int(),
    publishedAt: z.date(),
    file: z.object({
      id: z.uuid(),
      fileName: z.string(),
      contentType: z.string(),
      sizeBytes: z.number().int(),
      url: z.string(),
    }),
  })
  .meta({ id: 'PreRecordedVideo' });

const masterFile = z.object({
  id: z.uuid(),
  entityType: z.string(),
  entityId: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  url: z.string(),
});

const codeLookup = z
  .string()
  .trim()
  .min(1, { error: 'errors.invalidCampaignCode' })
  .max(40, { error: 'errors.invalidCampaignCode' });
const take = z.coerce.number().int().min(1).max(50).default(1);
const fileUrl = (id: string) => `${API_BASES.adminMaster}/file/${id}`;
const videoUrl = (id: string) => `${API_BASES.adminMaster}/video/file/${id}`;

function toVideo(row: VideoRow) {
  return {
    id: row.id,
    company: row.company,
    partnerType: row.partnerType as z.infer<typeof partnerType> | null,
    language: row.language,
    title: row.title,
    durationSeconds: row.durationSeconds,
    publishedAt: row.publishedAt,
    file: {
      id: row.fileId,
      fileName: row.fileName,
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      url: videoUrl(row.fileId),
    },
  };
}

const languageOf = (request: FastifyRequest): Language =>
  requestLanguage(request.query, request.headers['accept-language']);

/** The master-service calls of spec 001 section 7 (lists, products and codes, insurance, videos and their files). */
export function masterRoutes(master: MasterService, assets: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [list, itemSchema] of Object.entries(LIST_ITEM_SCHEMAS) as [MasterListName, z.ZodObject][]) {
      const path =
        list === 'smeLoanReason' ? `${API_BASES.master}/${list}` : `${API_BASES.master}/${list}/:company`;
      app.get(
        path,
        {
          schema: {
            tags: ['master'],
            summary: `The ${list} list, sorted by numeric code`,
            params: list === 'smeLoanReason' ? z.object({}) : z.object({ company }),
            querystring: z.object({ lang: z.enum(['en', 'ms']).optional() }),
            response: { 200: z.array(itemSchema), ...errorResponses },
          },
        },
        async (request) => {
          const brand = (request.params as { company?: 'conventional' | 'islamic' }).company ?? 'all';
          const rows = await master.list(list, brand, languageOf(request));
          return rows.map(({ attributes, ...item }) => ({
            ...item,
            ...(list === 'loanReason' || list === 'smeLoanReason'
              ? { isOther: attributes.isOther === true }
              : attributes),
          }));
        },
      );
    }

    app.post(
      `${API_BASES.master}/product/productCode`,
      {
        schema: {
          tags: ['master'],
          summary: 'The conventional product of a product, campaign or referral code',
          body: z.object({ productCode: codeLookup }),
          response: { 200: productOffer, ...errorResponses },
        },
      },
      (request) =>
        master.productByCode(
          'conventional',
          request.body.productCode,
          ['campaign', 'referral'],
          languageOf(request),
        ),
    );

    app.post(
      `${API_BASES.master}/product/company/:company/referralCode`,
      {
        schema: {
          tags: ['master'],
          summary: "A brand's product with a partner's referral waiver",
          params: z.object({ company }),
          body: z.object({ referralCode: codeLookup }),
          response: { 200: productOffer, ...errorResponses },
        },
      },
      (request) =>
        master.productByCode(
          request.params.company,
          request.body.referralCode,
          ['referral'],
          languageOf(request),
        ),
    );

    app.get(
      `${API_BASES.master}/islamicProduct/code/:code`,
      {
        schema: {
          tags: ['master'],
          summary: 'The Islamic product of a product or campaign code',
          params: z.object({ code: codeLookup }),
          response: { 200: productOffer, ...errorResponses },
        },
      },
      (request) =>
        master.productByCode('islamic', request.params.code, ['campaign', 'referral'], languageOf(request)),
    );

    app.get(
      `${API_BASES.master}/islamicProduct/referralCode/:referralCode`,
      {
        schema: {
          tags: ['master'],
          summary: "The Islamic product with a partner's referral waiver",
          params: z.object({ referralCode: codeLookup }),
          response: { 200: productOffer, ...errorResponses },
        },
      },
      (request) =>
        master.productByCode('islamic', request.params.referralCode, ['referral'], languageOf(request)),
    );

    app.get(
      `${API_BASES.master}/loanInsurance/tenure/:tenure`,
      {
        schema: {
          tags: ['master'],
          summary:
            'Protection insurance and takaful rates for a tenure, with the premium for an amount if given',
          params: z.object({ tenure: z.coerce.number().int().min(1).max(120) }),
          querystring: z.object({ amountSen: z.coerce.number().int().min(0).max(100_000_000).optional() }),
          response: {
            200: z.array(
              z.object({
                company,
                tenureMonths: z.number().int(),
                grossRateBp: z.number().int(),
                serviceTaxBp: z.number().int(),
                agentCommissionBp: z.number().int(),
                providerName: z.string(),
                grossPremiumSen: z.number().int().nullable(),
                serviceTaxSen: z.number().int().nullable(),
                totalPremiumSen: z.number().int().nullable(),
              }),
            ),
            ...errorResponses,
          },
        },
      },
      (request) => master.insurance(request.params.tenure, request.query.amountSen),
    );

    for (const [path, language] of [
      ['preRecordedVideo', 'en'],
      ['preRecordedVideoBm', 'ms'],
    ] as const) {
      app.get(
        `${API_BASES.master}/${path}/:company`,
        {
          schema: {
            tags: ['master'],
            summary: `The brand's pre-recorded attestation videos in ${language === 'en' ? 'English' : 'Malay'}, newest first`,
            params: z.object({ company }),
            querystring: z.object({ take }),
            response: { 200: z.array(video), ...errorResponses },
          },
        },
        async (request) => {
          const rows = await master.videos({
            company: request.params.company,
            segment: 'individual',
            language,
            take: request.query.take,
          });
          return rows.map(toVideo);
        },
      );
    }

    app.get(
      `${API_BASES.master}/smePreRecordedVideo/type/:type`,
      {
        schema: {
          tags: ['master'],
          summary: "The SME attestation videos for a partner type, in the caller's language first",
          params: z.object({ type: partnerType }),
          querystring: z.object({
            take: z.coerce.number().int().min(1).max(50).default(2),
            lang: z.enum(['en', 'ms']).optional(),
          }),
          response: { 200: z.array(video), ...errorResponses },
        },
      },
      async (request) => {
        const rows = await master.videos({
          segment: 'sme',
          partnerType: request.params.type,
          take: request.query.take,
        });
        const preferred = languageOf(request);
        return rows
          .sort((a, b) => Number(b.language === preferred) - Number(a.language === preferred))
          .map(toVideo);
      },
    );

    app.get(
      `${API_BASES.adminMaster}/file/entity/:id`,
      {
        schema: {
          tags: ['master'],
          summary: 'The master files of a master-data record',
          params: z.object({ id: z.uuid() }),
          response: { 200: z.array(masterFile), ...errorResponses },
        },
      },
      async (request) =>
        (await master.filesOfEntity(request.params.id)).map(({ storageKey: _key, ...file }) => ({
          ...file,
          url: fileUrl(file.id),
        })),
    );

    for (const [path, notFoundKey] of [
      ['file', 'errors.notFound'],
      ['video/file', 'errors.videoNotFound'],
    ] as const) {
      app.get(
        `${API_BASES.adminMaster}/${path}/:id`,
        {
          schema: {
            tags: ['master'],
            summary:
              path === 'file' ? 'Download a master file' : 'Stream a video file (supports Range requests)',
            params: z.object({ id: z.uuid() }),
            headers: z.object({ range: z.string().optional() }).loose(),
            response: errorResponses,
          },
        },
        async (request, reply) => {
          const file = await master.file(request.params.id, notFoundKey);
          return sendStoredFile(request, reply, assets, file, {
            disposition: 'inline',
            cache: { privateSeconds: 86_400 },
          });
        },
      );
    }
  };
}
