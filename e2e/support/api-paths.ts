import { API_BASES } from '@sinar/domain';

/**
 * The server's addresses the journeys need that the domain package does not export: every other API path comes from
 * `@sinar/domain` (`AUTH_PATHS`, `LOGIN_PATHS`, `APPLICATION_PATHS`, `OFFICER_AUTH_PATHS`...).
 */
export const OPENAPI_DOCUMENT_PATH = '/openapi.json';
export const API_DOCS_PAGE_PATH = '/docs';

/** A master call as the OpenAPI document writes it, with its parameter in braces. */
export const LOAN_INSURANCE_BY_TENURE_TEMPLATE = `${API_BASES.master}/loanInsurance/tenure/{tenure}`;
