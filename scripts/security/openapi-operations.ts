/**
 * What the access sweep reads from `/openapi.json`: each operation, its audience, the parameters that name a record,
 * the roles a back-office call declares (`x-officer-roles`), and a body that its schema accepts as far as a simple
 * walk of the schema can make one.
 */

export type JsonSchema = {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly $ref?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly default?: unknown;
};

interface OpenApiOperation {
  readonly security?: readonly unknown[];
  readonly parameters?: readonly { readonly name: string; readonly in: string }[];
  readonly requestBody?: { readonly content?: Readonly<Record<string, { readonly schema?: JsonSchema }>> };
  readonly responses?: Readonly<Record<string, unknown>>;
  readonly 'x-officer-roles'?: readonly string[];
}

export interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, OpenApiOperation>>>>;
  readonly components?: { readonly schemas?: Readonly<Record<string, JsonSchema>> };
}

export type Audience = 'public' | 'customer' | 'officer';

export interface Operation {
  readonly method: string;
  /** The document's path form: `/application/{id}/status`. */
  readonly path: string;
  readonly key: string;
  readonly audience: Audience;
  readonly pathParameters: readonly string[];
  readonly queryParameters: readonly string[];
  readonly headerParameters: readonly string[];
  readonly bodySchema: JsonSchema | undefined;
  readonly bodyContentType: string | undefined;
  /** The roles a back-office call declares; undefined when it takes every officer. */
  readonly officerRoles: readonly string[] | undefined;
  readonly documentedStatuses: readonly number[];
}

/**
 * The back office's calls: every call under the admin bases that needs a token, and the administrator's deletion of
 * an account (decision 017's route-guard test draws the same line).
 */
const ADMIN_PREFIX = '/sinar/admin/';
const isOfficerCall = (method: string, path: string, secured: boolean) =>
  secured &&
  (path.startsWith(ADMIN_PREFIX) || (method === 'DELETE' && path === '/sinar/auth/api/v1.0/user/{userId}'));

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([lowerMethod, operation]) => {
      const method = lowerMethod.toUpperCase();
      const parameters = operation.parameters ?? [];
      const named = (place: string) => parameters.filter((p) => p.in === place).map((p) => p.name);
      // A call that takes a token header of its own (the e-KYC phone's capture token) is guarded too.
      const secured =
        (operation.security?.length ?? 0) > 0 || named('header').some((name) => name.endsWith('-token'));
      const content = operation.requestBody?.content ?? {};
      const [bodyContentType, media] = Object.entries(content)[0] ?? [];
      return {
        method,
        path,
        key: `${method} ${path}`,
        audience: isOfficerCall(method, path, secured) ? 'officer' : secured ? 'customer' : 'public',
        pathParameters: named('path'),
        queryParameters: named('query'),
        headerParameters: named('header'),
        bodySchema: media?.schema,
        bodyContentType,
        officerRoles: operation['x-officer-roles'],
        documentedStatuses: Object.keys(operation.responses ?? {})
          .map(Number)
          .filter((status) => Number.isInteger(status)),
      } satisfies Operation;
    }),
  );
}

/** The names under which a path, query or body names a customer's record. */
export const RECORD_PARAMETERS = [
  'id',
  'userId',
  'applicationId',
  'applicationNo',
  'agreementId',
  'agreementNo',
  'fileId',
  'entityId',
  'sessionId',
  'orderId',
  'requestId',
  'nric',
] as const;
export type RecordParameter = (typeof RECORD_PARAMETERS)[number];
export const isRecordParameter = (name: string): name is RecordParameter =>
  (RECORD_PARAMETERS as readonly string[]).includes(name);

/** The record parameters a body's schema names at its top level. */
export function recordFieldsOfBody(operation: Operation, document: OpenApiDocument): string[] {
  const schema = operation.bodySchema && resolve(operation.bodySchema, document);
  return Object.keys(schema?.properties ?? {}).filter(isRecordParameter);
}

function resolve(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return document.components?.schemas?.[name] ?? {};
}

/**
 * A value for a schema: the record's own value where the field names one, else the first of an enum, a date or an
 * amount of the right form, a string of the shortest length allowed. Enough for most calls to pass validation, so
 * that a refusal comes from the owner check rather than from a malformed body.
 */
export function sampleOf(
  schema: JsonSchema,
  document: OpenApiDocument,
  fieldValue: (name: string) => unknown,
  depth = 0,
): unknown {
  const resolved = resolve(schema, document);
  if (depth > 6) return null;
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.length) return resolved.enum[0];
  if (resolved.default !== undefined) return resolved.default;
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives?.length) {
    const first = alternatives.find((alternative) => resolve(alternative, document).type !== 'null');
    return sampleOf(first ?? (alternatives[0] as JsonSchema), document, fieldValue, depth + 1);
  }
  if (resolved.allOf?.length)
    return sampleOf(resolved.allOf[0] as JsonSchema, document, fieldValue, depth + 1);
  const type = Array.isArray(resolved.type) ? resolved.type.find((t) => t !== 'null') : resolved.type;
  if (type === 'object' || resolved.properties) {
    const object: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(resolved.properties ?? {})) {
      const value = resolve(property, document).type === 'object' ? undefined : fieldValue(name);
      object[name] = value !== undefined ? value : sampleOf(property, document, fieldValue, depth + 1);
    }
    return object;
  }
  if (type === 'array')
    return (resolved.minItems ?? 0) > 0 && resolved.items
      ? [sampleOf(resolved.items, document, fieldValue, depth + 1)]
      : [];
  if (type === 'integer' || type === 'number') return Math.max(resolved.minimum ?? 1, 1);
  if (type === 'boolean') return true;
  if (type === 'string') {
    if (resolved.format === 'date-time') return new Date().toISOString();
    if (resolved.format === 'date') return new Date().toISOString().slice(0, 10);
    if (resolved.format === 'email') return 'someone@example.com';
    if (resolved.format === 'uuid') return '6f1d5c7e-3b4a-4c2d-9e8f-0a1b2c3d4e5f';
    const length = Math.max(resolved.minLength ?? 0, Math.min(8, resolved.maxLength ?? 8));
    return 'a'.repeat(length);
  }
  return null;
}

/** The path with its parameters filled in. */
export const fillPath = (path: string, value: (name: string) => string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name)));

export type Outcome = 'refused' | 'leaked' | 'unexpected';

/**
 * A refusal is one of the statuses the check expects (401 without a token, 401 or 403 for the wrong audience, 403
 * for a role the call does not take, 403 or 404 for another's record); any 2xx is a leak; anything else (a
 * validation error, a conflict, a redirect) is neither, and is listed for a person to read.
 */
export function classify(status: number, refusals: readonly number[]): Outcome {
  if (status >= 200 && status < 300) return 'leaked';
  return refusals.includes(status) ? 'refused' : 'unexpected';
}
