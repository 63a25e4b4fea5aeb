import { CONTACT_US_PATH } from '@sinar/domain';
import {
  API_DOCS_PAGE_PATH,
  LOAN_INSURANCE_BY_TENURE_TEMPLATE,
  OPENAPI_DOCUMENT_PATH,
} from '../support/api-paths.ts';
import { expect, test } from '../support/fixtures.ts';

test('the API documentation page lists the operations of the OpenAPI document', async ({ page, request }) => {
  const document = await (await request.get(OPENAPI_DOCUMENT_PATH)).json();
  expect(document.info.title).toBe('Sinar Kredit API');
  await page.goto(API_DOCS_PAGE_PATH);
  await expect(page.getByRole('heading', { name: /Sinar Kredit API/ })).toBeVisible();
  // Every group is listed closed; opening one lists its operations.
  for (const group of ['contact', 'master']) await page.locator(`#operations-tag-${group}`).click();
  await expect(page.getByText(CONTACT_US_PATH)).toBeVisible();
  await expect(page.getByText(LOAN_INSURANCE_BY_TENURE_TEMPLATE)).toBeVisible();
});
