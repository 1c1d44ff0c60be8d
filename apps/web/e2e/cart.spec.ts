import AxeBuilder from '@axe-core/playwright';
import { type Item, isPlain, isRestricted, pick, shopCatalogue } from './cart-catalogue';
import { expect, type Page, test } from './test';

let catalogue: Awaited<ReturnType<typeof shopCatalogue>>;

test.beforeAll(async ({ request }) => {
  catalogue = await shopCatalogue(request);
});

const usd = (amount: number) =>
  `USD ${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

async function openProduct(page: Page, item: Item) {
  await page.goto(`/product-detail/${item.id}?lng=en`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
}

// The detail page's button comes before the similar items' card buttons.
const addButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first();
const cartButton = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('button', { name: `Cart, items: ${count}` });

/**
 * Adds from the detail page, then /cart opens. With `toast`, also the confirmation toast naming the
 * product cut to 10 characters (it stays 4 s: the one journey that checks it looks for it first).
 */
async function addFromDetail(page: Page, item: Item, quantity = 1, { toast = false } = {}) {
  await openProduct(page, item);
  for (let i = 1; i < quantity; i++) {
    await page.getByRole('main').getByRole('button', { name: 'Increase quantity', exact: true }).click();
  }
  await addButton(page).click();
  if (toast) await expect(page.getByText(`${item.name.slice(0, 10)} added to the cart`)).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: item.name, exact: true })).toBeVisible();
}

test.describe('cart', () => {
  test('adds a normal item from its detail page and lands on the cart', async ({ page }) => {
    test.setTimeout(60_000);
    const item = pick(
      catalogue.items,
      'a plain item',
      (i) => isPlain(i) && i.quantity >= 5 && i.orderQuantity === null,
    );
    await addFromDetail(page, item, 1, { toast: true });
    await expect(cartButton(page, 1)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('checkbox', { name: `Select ${item.name}` })).toBeChecked();
    await expect(main.getByRole('button', { name: `Decrease the quantity of ${item.name}` })).toBeDisabled();
    await expect(main.getByText('Total', { exact: true })).toBeVisible();
    await expect(main.getByRole('complementary')).toContainText(usd(item.offerPrice));

    // The header pop-up lists the line and leads to the cart.
    await page.goto('/?lng=en');
    await cartButton(page, 1).click();
    const popup = page.getByRole('dialog', { name: 'Your cart' });
    await expect(popup.getByRole('link', { name: item.name })).toBeVisible();
    await expect(popup.getByText('Qty 1')).toBeVisible();
    const popupScan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(popupScan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    await popup.getByRole('link', { name: 'Go to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);

    // The cart and its pop-up pass an automated accessibility check.
    const cartScan = await new AxeBuilder({ page }).include('main').analyze();
    expect(cartScan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

    // Visitors sign in (or continue as guests) before checkout.
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/account\?redirectUrl=\/checkout$/);
    await page.goto('/cart?lng=en');

    // Removing the last line shows the empty cart with a way back to the shop.
    await page.getByRole('button', { name: `Remove ${item.name}` }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Start shopping' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('a sold-out product shows a disabled button', async ({ page }) => {
    const soldOut = pick(catalogue.items, 'a sold-out item', (i) => i.quantity < 1);
    await openProduct(page, soldOut);
    await expect(page.getByRole('main').getByRole('button', { name: 'Out of stock' }).first()).toBeDisabled();
  });

  test('liquor asks for the age: Exit adds nothing, Confirm adds', async ({ page }) => {
    const liquor = pick(
      catalogue.items,
      'liquor in stock',
      (i) => i.itemCategory === 'LIQUOR' && i.quantity >= 5 && i.orderQuantity === null,
    );
    await openProduct(page, liquor);
    await addButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your age' });
    await expect(dialog).toContainText('18 or older');
    const dialogScan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(dialogScan.violations.map((v) => v.id)).toEqual([]);
    await dialog.getByRole('button', { name: 'Exit' }).click();
    await expect(dialog).toBeHidden();
    await expect(cartButton(page, 0)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/product-detail/${liquor.id}`));

    // Asked again on the next add, since it was not confirmed.
    await addButton(page).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(`${liquor.name.slice(0, 10)} added to the cart`)).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartButton(page, 1)).toBeVisible();
  });

  test('a regulated perfume asks to confirm a destination outside Europe', async ({ page }) => {
    const perfume = pick(catalogue.items, 'the perfume FRG-1001', (i) => i.itemCode === 'FRG-1001');
    await openProduct(page, perfume);
    await addButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Is your destination outside Europe?' });
    await expect(dialog).toContainText('01.03.2022');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cartButton(page, 0)).toBeVisible();

    await addButton(page).click();
    await expect(dialog.getByRole('button', { name: 'Exit' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('link', { name: perfume.name, exact: true })).toBeVisible();
  });

  test('warns past the per-item limit of 2', async ({ page }) => {
    const item = pick(
      catalogue.items,
      'a plain item',
      (i) => isPlain(i) && i.quantity >= 5 && i.orderQuantity === null,
    );
    await addFromDetail(page, item, 2);
    await openProduct(page, item);
    await addButton(page).click();
    await expect(
      page.getByText(
        'The maximum order quantity for this item is 2. You have already added 2 item to the cart.',
      ),
    ).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(new RegExp(`/product-detail/${item.id}`));
  });

  test('refuses more than the stock', async ({ page }) => {
    const scarce = pick(
      catalogue.items,
      'a plain item with 1 or 2 in stock',
      (i) => isPlain(i) && (i.quantity === 1 || i.quantity === 2) && (i.orderQuantity ?? 2) >= i.quantity,
    );
    await addFromDetail(page, scarce, scarce.quantity);
    await openProduct(page, scarce);
    await addButton(page).click();
    await expect(
      page.getByText(`Out of stock, number of items in the stock ${scarce.quantity}`),
    ).toBeVisible();
    // On the cart, plus stops at the stock.
    await page.goto('/cart?lng=en');
    await expect(
      page.getByRole('button', { name: `Increase the quantity of ${scarce.name}` }),
    ).toBeDisabled();
  });

  test('a volume tier changes the unit price when reached and when left', async ({ page }) => {
    const item = pick(
      catalogue.items,
      'a plain item with volume prices',
      (i) =>
        !isRestricted(i) &&
        i.buyGetPriceList.length === 0 &&
        i.volumePriceList.some((tier) => tier.startQuantity === 2) &&
        i.quantity >= 5 &&
        (i.orderQuantity ?? 2) >= 2,
    );
    const tier = item.volumePriceList.find((t) => t.startQuantity === 2);
    await addFromDetail(page, item);
    const line = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: item.name, exact: true }) });
    await expect(line).toContainText(usd(item.offerPrice));

    await page.getByRole('button', { name: `Increase the quantity of ${item.name}` }).click();
    await expect(line).toContainText(usd(tier?.customePrice ?? 0));
    await expect(line).toContainText(/Volume −\d+ %/);

    await page.getByRole('button', { name: `Decrease the quantity of ${item.name}` }).click();
    await expect(line).not.toContainText(/Volume −/);
    await expect(line).toContainText(usd(item.offerPrice));
  });

  test('a buy-get threshold adds the free line, and leaving it removes it', async ({ page }) => {
    const item = pick(
      catalogue.items,
      'a plain buy-get item',
      (i) =>
        !isRestricted(i) &&
        i.buyGetPriceList.some((offer) => offer.buyQuantity === 2) &&
        i.quantity >= 5 &&
        i.orderQuantity === null,
    );
    await addFromDetail(page, item);
    const freeLine = page.getByText(`Free with ${item.name}`);
    await expect(page.getByText('Buy 2, get 1 free').first()).toBeVisible();
    await expect(freeLine).toBeHidden();

    await page.getByRole('button', { name: `Increase the quantity of ${item.name}` }).click();
    await expect(freeLine).toBeVisible();
    await expect(page.getByText('Free', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Decrease the quantity of ${item.name}` }).click();
    await expect(freeLine).toBeHidden();
  });

  test('a valid promo code lowers the price; an invalid one shows a message', async ({ page }) => {
    const byId = new Map(catalogue.items.map((i) => [i.id, i]));
    const rate = catalogue.promoRates.find((r) => {
      const i = byId.get(r.itemId);
      return i && isPlain(i) && i.quantity >= 2 && r.amount < i.offerPrice;
    });
    expect(rate, 'WELCOME10 lowers a plain item').toBeDefined();
    const item = byId.get(rate?.itemId ?? 0) as Item;
    await addFromDetail(page, item);
    const summary = page.getByRole('complementary');
    await expect(summary).toContainText(usd(item.offerPrice));

    const field = page.getByRole('textbox', { name: 'Promo code' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Please enter a promo code')).toBeVisible();

    await field.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Please provide a valid promo code')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Promo code WELCOME10 is applied')).toBeVisible();
    await expect(summary).toContainText(usd(rate?.amount ?? 0));
    await expect(page.getByRole('main').getByText('Promo', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Remove promo code' }).click();
    await expect(summary).not.toContainText(usd(rate?.amount ?? 0));
  });

  test('a promo code that covers nothing in the cart says so and names what it covers', async ({ page }) => {
    const covered = new Set(catalogue.promoRates.map((r) => r.itemId));
    const item = pick(
      catalogue.items,
      'a plain item WELCOME10 does not cover',
      (i) => isPlain(i) && i.quantity >= 2 && !covered.has(i.id),
    );
    await addFromDetail(page, item);
    await page.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    const status = page.getByRole('status').filter({ hasText: 'applies to nothing in your cart' });
    await expect(status).toContainText('Promo code WELCOME10 applies to nothing in your cart.');
    const first = catalogue.items.find((i) => i.id === catalogue.promoRates[0]?.itemId);
    await expect(status).toContainText('It covers: ');
    await expect(status).toContainText(first?.name ?? 'the first covered product');
    await expect(page.getByText('Promo code WELCOME10 is applied')).toBeHidden();
    await expect(page.getByRole('link', { name: 'See the products of WELCOME10' })).toBeVisible();

    // In Arabic, the same warning in Arabic.
    await page.goto('/cart?lng=ar');
    await expect(page.getByText('لا ينطبق الرمز الترويجي WELCOME10 على أي منتج في سلتك.')).toBeVisible();
  });

  test('a stored promo code the quote refuses is dropped with the message', async ({ page }) => {
    const item = pick(
      catalogue.items,
      'a plain item',
      (i) => isPlain(i) && i.quantity >= 5 && i.orderQuantity === null,
    );
    await addFromDetail(page, item);
    await expect(page.getByRole('complementary')).toContainText(usd(item.offerPrice));
    // A code that was valid when applied and has since expired.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('dfs-cart') ?? '{}');
      stored.state.promoCode = 'EXPIREDCODE';
      localStorage.setItem('dfs-cart', JSON.stringify(stored));
    });
    await page.reload();
    await expect(page.getByText('Please provide a valid promo code')).toBeVisible();
    await expect(page.getByRole('complementary')).toContainText(usd(item.offerPrice));
    await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveValue('EXPIREDCODE');
  });

  test('a failed quote shows an error with a retry', async ({ page }) => {
    const item = pick(
      catalogue.items,
      'a plain item',
      (i) => isPlain(i) && i.quantity >= 5 && i.orderQuantity === null,
    );
    await addFromDetail(page, item);
    await page.route('**/GetCartQuote', (route) => route.abort());
    await page.reload();
    await expect(page.getByText('We could not price your cart.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
    await page.unroute('**/GetCartQuote');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('complementary')).toContainText(usd(item.offerPrice));
  });

  test('the promo code page lists the products of a code and applies it to the cart', async ({ page }) => {
    await page.goto('/promocode-products?lng=en');
    const field = page.getByRole('textbox', { name: 'Promo code' });
    await field.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Show products' }).click();
    await expect(page).toHaveURL(/\/promocode-products\/NOSUCHCODE/);
    await expect(
      page.getByText(
        'Unable to show products associated with your promocode. Kindly confirm the accuracy of the promotion code, please.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Please provide a valid promo code')).toBeVisible();

    await page.goto('/promocode-products/WELCOME10?lng=en');
    await expect(page.getByRole('heading', { name: 'Products for WELCOME10' })).toBeVisible();
    const first = catalogue.promoRates[0];
    const firstItem = catalogue.items.find((i) => i.id === first?.itemId);
    if (firstItem) {
      await expect(
        page.getByRole('link', { name: new RegExp(escapeRegExp(firstItem.name)) }).first(),
      ).toBeVisible();
    }
    await page.getByRole('button', { name: 'Apply to cart' }).click();
    await expect(page.getByRole('button', { name: 'Applied to cart' })).toBeDisabled();
  });

  test('switching the currency reprices the cart (USD → EUR)', async ({ page }) => {
    const item = pick(
      catalogue.items,
      'a plain item',
      (i) => isPlain(i) && i.quantity >= 5 && i.orderQuantity === null,
    );
    await addFromDetail(page, item);
    const summary = page.getByRole('complementary');
    await expect(summary).toContainText('USD');
    const quote = page.waitForRequest(
      (r) =>
        r.url().includes('GetCartQuote') && (r.postDataJSON() as { currencyId: number }).currencyId === 1,
    );
    await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption({ label: 'EUR' });
    await quote;
    await expect(summary).toContainText('EUR');
    await expect(summary).not.toContainText('USD');
    await expect(page.getByRole('main').getByRole('list').first()).toContainText('EUR');
  });

  test('the cart survives a reload and is gone after an hour', async ({ page }) => {
    await page.clock.install();
    const item = pick(
      catalogue.items,
      'a plain item',
      (i) => isPlain(i) && i.quantity >= 5 && i.orderQuantity === null,
    );
    await addFromDetail(page, item);
    await page.reload();
    await expect(page.getByRole('link', { name: item.name, exact: true })).toBeVisible();
    await expect(cartButton(page, 1)).toBeVisible();

    await page.clock.fastForward(61 * 60 * 1000);
    await page.reload();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(cartButton(page, 0)).toBeVisible();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
