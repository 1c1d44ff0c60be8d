import { isPlain, pick, shopCatalogue } from './cart-catalogue';
import { expect, test } from './test';

const EMPTY_CHECKOUT = 'There is nothing to check out.';

test.describe('checkout opened directly', () => {
  test('from the address bar, after a reload or in another language, it shows the cart’s items, never “nothing to check out”', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { items } = await shopCatalogue(request);
    const item = pick(items, 'a plain item with stock', (i) => isPlain(i) && i.quantity >= 5);
    await page.context().addCookies([{ name: '_consent', value: 'accepted', url: 'http://127.0.0.1' }]);
    // Every state the page passes through is seen, not only the last: a flash of the empty checkout counts.
    await page.addInitScript((text) => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes(text)) sessionStorage.setItem('saw-empty-checkout', 'yes');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, EMPTY_CHECKOUT);

    await page.goto(`/product-detail/${item.id}?lng=en`);
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page).toHaveURL(/\/cart$/);

    // Not the cart's button: the guest details typed in, on the way to /checkout.
    await page.goto('/guest-checkout?redirectUrl=%2Fcheckout&lng=en');
    const main = page.getByRole('main');
    await main.getByLabel('First name').fill('Hana');
    await main.getByLabel('Last name').fill('Girma');
    await main.getByLabel('E-mail address').fill(`direct-${Date.now()}@example.com`);
    await main.getByLabel('Mobile number').fill('+251911000111');
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const summary = page.getByRole('complementary');
    await expect(summary).toContainText(item.name);
    await expect(page.getByRole('button', { name: /Continue to payment|Place order/ })).toBeVisible();

    await page.reload();
    await expect(summary).toContainText(item.name);
    await page.goto('/checkout?lng=ar');
    await expect(page.getByRole('heading', { level: 1, name: 'إتمام الشراء' })).toBeVisible();
    await expect(summary.getByRole('heading', { name: 'ملخص الطلب' })).toBeVisible();
    await page.goto('/checkout?lng=en');
    await expect(summary).toContainText(item.name);

    expect(await page.evaluate(() => sessionStorage.getItem('saw-empty-checkout'))).toBeNull();
  });
});
