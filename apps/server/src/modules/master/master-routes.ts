import {
  type Language,
  loanInsuranceParamsSchema,
  loanInsuranceQuerySchema,
  loanInsuranceRateListSchema,
  MASTER_LIST_NAMES,
  MASTER_PATHS,
  type MasterListName,
  masterFileHeadersSchema,
  masterFileListSchema,
  masterFileParamsSchema,
  masterListQuerySchema,
  masterListSchema,
  PRE_RECORDED_VIDEO_LISTS,
  type PreRecordedVideo,
  preRecordedVideoListSchema,
  preRecordedVideoQuerySchema,
  productCodeParamsSchema,
  productCodeRequestSchema,
  productOfferSchema,
  referralCodeParamsSchema,
  referralCodeRequestSchema,
  smePreRecordedVideoParamsSchema,
  smePreRecordedVideoQuerySchema,
  type Variant,
  variantParamsSchema,
} from '@sinar/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas.ts';
import { sendStoredFile } from '../../http/send-file.ts';
import { requestLanguage } from '../../http/translator.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { MasterListRow, VideoRow } from './master-repository.ts';
import type { MasterService } from './master-service.ts';

function toVideo(row: VideoRow): PreRecordedVideo {
  return {
    id: row.id,
    company: row.company,
    partnerType: row.partnerType as PreRecordedVideo['partnerType'],
    language: row.language,
    title: row.title,
    durationSeconds: row.durationSeconds,
    publishedAt: row.publishedAt.toISOString(),
    file: {
      id: row.fileId,
      fileName: row.fileName,
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      url: MASTER_PATHS.videoFile(row.fileId),
    },
  };
}

/** An item as the customer calls give it: the loan reasons say only whether they are 'Others'. */
function toListItem(list: MasterListName, { attributes, ...item }: MasterListRow) {
  return {
    ...item,
    ...(list === 'loanReason' || list === 'smeLoanReason'
      ? { isOther: attributes.isOther === true }
      : attributes),
  };
}

const languageOf = (request: FastifyRequest): Language =>
  requestLanguage(request.query, request.headers['accept-language']);

/** The master-service calls of spec 001 section 7 (lists, products and codes, insurance, videos and their files). */
export function masterRoutes(master: MasterService, assets: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    for (const list of MASTER_LIST_NAMES) {
      const sharedByVariants = list === 'smeLoanReason';
      app.get(
        sharedByVariants ? MASTER_PATHS.smeLoanReasons : MASTER_PATHS.list(list, ':company'),
        {
          schema: {
            tags: ['master'],
            summary: `The ${list} list, sorted by numeric code`,
            ...(sharedByVariants ? {} : { params: variantParamsSchema }),
            querystring: masterListQuerySchema,
            response: { 200: masterListSchema(list), ...errorResponses },
          },
        },
        async (request) => {
          const variant = (request.params as { company?: Variant }).company ?? 'all';
          const rows = await master.list(list, variant, languageOf(request));
          return rows.map((row) => toListItem(list, row));
        },
      );
    }

    app.post(
      MASTER_PATHS.productByCode,
      {
        schema: {
          tags: ['master'],
          summary: 'The conventional product of a product, campaign or referral code',
          body: productCodeRequestSchema,
          response: { 200: productOfferSchema, ...errorResponses },
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
      MASTER_PATHS.productByReferralCode(':company'),
      {
        schema: {
          tags: ['master'],
          summary: "A brand's product with a partner's referral waiver",
          params: variantParamsSchema,
          body: referralCodeRequestSchema,
          response: { 200: productOfferSchema, ...errorResponses },
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
      MASTER_PATHS.islamicProductByCode(':code'),
      {
        schema: {
          tags: ['master'],
          summary: 'The Islamic product of a product or campaign code',
          params: productCodeParamsSchema,
          response: { 200: productOfferSchema, ...errorResponses },
        },
      },
      (request) =>
        master.productByCode('islamic', request.params.code, ['campaign', 'referral'], languageOf(request)),
    );

    app.get(
      MASTER_PATHS.islamicProductByReferralCode(':referralCode'),
      {
        schema: {
          tags: ['master'],
          summary: "The Islamic product with a partner's referral waiver",
          params: referralCodeParamsSchema,
          response: { 200: productOfferSchema, ...errorResponses },
        },
      },
      (request) =>
        master.productByCode('islamic', request.params.referralCode, ['referral'], languageOf(request)),
    );

    app.get(
      MASTER_PATHS.loanInsurance(':tenure'),
      {
        schema: {
          tags: ['master'],
          summary:
            'Protection insurance and takaful rates for a tenure, with the premium for an amount if given',
          params: loanInsuranceParamsSchema,
          querystring: loanInsuranceQuerySchema,
          response: { 200: loanInsuranceRateListSchema, ...errorResponses },
        },
      },
      (request) => master.insurance(request.params.tenure, request.query.amountSen),
    );

    for (const language of Object.keys(PRE_RECORDED_VIDEO_LISTS) as Language[]) {
      app.get(
        MASTER_PATHS.preRecordedVideos(language, ':company'),
        {
          schema: {
            tags: ['master'],
            summary: `The brand's pre-recorded attestation videos in ${language === 'en' ? 'English' : 'Malay'}, newest first`,
            params: variantParamsSchema,
            querystring: preRecordedVideoQuerySchema,
            response: { 200: preRecordedVideoListSchema, ...errorResponses },
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
      MASTER_PATHS.smePreRecordedVideos(':type'),
      {
        schema: {
          tags: ['master'],
          summary: "The SME attestation videos for a partner type, in the caller's language first",
          params: smePreRecordedVideoParamsSchema,
          querystring: smePreRecordedVideoQuerySchema,
          response: { 200: preRecordedVideoListSchema, ...errorResponses },
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
      MASTER_PATHS.filesOfEntity(':id'),
      {
        schema: {
          tags: ['master'],
          summary: 'The master files of a master-data record',
          params: masterFileParamsSchema,
          response: { 200: masterFileListSchema, ...errorResponses },
        },
      },
      async (request) =>
        (await master.filesOfEntity(request.params.id)).map(({ storageKey: _key, ...file }) => ({
          ...file,
          url: MASTER_PATHS.file(file.id),
        })),
    );

    for (const [path, summary, notFoundKey] of [
      [MASTER_PATHS.file(':id'), 'Download a master file', 'errors.notFound'],
      [
        MASTER_PATHS.videoFile(':id'),
        'Stream a video file (supports Range requests)',
        'errors.videoNotFound',
      ],
    ] as const) {
      app.get(
        path,
        {
          schema: {
            tags: ['master'],
            summary,
            params: masterFileParamsSchema,
            headers: masterFileHeadersSchema,
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
