import { expect, test } from '../support/fixtures.ts';

test('the API documentation page lists the operations of the OpenAPI document', async ({ page, request }) => {
  const document = await (await request.get('/openapi.json')).json();
  expect(document.info.title).toBe('Sinar Kredit API');
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: /Sinar Kredit API/ })).toBeVisible();
  await expect(page.getByText('/sinar/api/v1.0/contact-us')).toBeVisible();
  await expect(page.getByText('/sinar/master/api/v1.0/loanInsurance/tenure/{tenure}')).toBeVisible();
});
