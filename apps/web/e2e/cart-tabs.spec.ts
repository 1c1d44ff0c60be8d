import { type Item, isPlain, shopCatalogue } from './cart-catalogue';
import { expect, type Page, test } from './test';

let plain: Item[];

test.beforeAll(async ({ request }) => {
  const catalogue = await shopCatalogue(request);
  // Plain, well stocked items with the default limit of 2: no dialogs, no offers, room to add.
  plain = catalogue.items.filter((i) => isPlain(i) && i.quantity >= 5 && i.orderQuantity === null);
  expect(plain.length, 'the demo catalogue has plain items').toBeGreaterThanOrEqual(4);
});

const cartButton = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('button', { name: `Cart, items: ${count}` });
const quantityOf = (page: Page, item: Item) =>
  page
    .getByRole('main')
    .getByRole('group', { name: `Quantity of ${item.name}` })
    .getByRole('status');
const cartLine = (page: Page, item: Item) =>
  page.getByRole('main').getByRole('link', { name: item.name, exact: true });

async function openProduct(page: Page, item: Item) {
  await page.goto(`/product-detail/${item.id}?lng=en`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
}

const detailAddButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first();

test.describe('one cart for every tab', () => {
  test('adds in three tabs are all kept, every tab shows them, and an older tab drops none', async ({
    context,
  }) => {
    test.setTimeout(90_000);
    const items = plain.slice(0, 3);
    const tabs = await Promise.all(items.map(() => context.newPage()));
    for (const [index, tab] of tabs.entries()) await openProduct(tab, items[index]!);

    // One add in each tab at the same moment, each tab still holding the cart it loaded (empty).
    await Promise.all(tabs.map((tab) => detailAddButton(tab).click()));
    for (const tab of tabs) await expect(tab).toHaveURL(/\/cart$/);

    for (const tab of tabs) {
      await expect(cartButton(tab, 3)).toBeVisible();
      for (const item of items) await expect(cartLine(tab, item)).toBeVisible();
    }

    // A quantity change in the first (oldest) tab keeps what the others added, and they follow it.
    const [first, second, third] = tabs as [Page, Page, Page];
    await first.getByRole('button', { name: `Increase the quantity of ${items[0]!.name}` }).click();
    await expect(quantityOf(first, items[0]!)).toHaveText('2');
    for (const tab of [second, third]) {
      await expect(quantityOf(tab, items[0]!)).toHaveText('2');
      await expect(cartButton(tab, 4)).toBeVisible();
    }

    // A removal in one tab reaches the others, and a later add elsewhere does not bring it back.
    await third.getByRole('button', { name: `Remove ${items[1]!.name}` }).click();
    await expect(cartLine(second, items[1]!)).toHaveCount(0);
    await openProduct(second, plain[3]!);
    await detailAddButton(second).click();
    await expect(second).toHaveURL(/\/cart$/);
    for (const tab of tabs) {
      await expect(cartButton(tab, 4)).toBeVisible();
      await expect(cartLine(tab, plain[3]!)).toBeVisible();
      await expect(cartLine(tab, items[1]!)).toHaveCount(0);
    }
  });
});

test.describe('add to cart', () => {
  test('a double click adds exactly one unit, on the product page and on a card', async ({ page }) => {
    test.setTimeout(60_000);
    const [onPage, onCard] = plain as [Item, Item];

    await openProduct(page, onPage);
    await detailAddButton(page).dblclick();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(quantityOf(page, onPage)).toHaveText('1');
    await expect(cartButton(page, 1)).toBeVisible();

    // A product card in a grid (search results), the same slot as every other card.
    await page.goto(`/SearchResult?term=${encodeURIComponent(onCard.name)}&lng=en`);
    const card = page.getByRole('article').filter({ hasText: onCard.name }).first();
    await card.getByRole('button', { name: 'Add to cart' }).dblclick();
    await expect(page.getByText(`${onCard.name.slice(0, 10)} added to the cart`)).toHaveCount(1);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(quantityOf(page, onCard)).toHaveText('1');
    await expect(cartButton(page, 2)).toBeVisible();
  });

  test('a hand-edited stored cart is brought back within the rules on load', async ({ page }) => {
    const [first, second] = plain as [Item, Item];
    for (const item of [first, second]) {
      await openProduct(page, item);
      await detailAddButton(page).click();
      await expect(page).toHaveURL(/\/cart$/);
    }
    await page.evaluate(
      ([a, b]) => {
        const stored = JSON.parse(localStorage.getItem('dfs-cart') ?? '{}');
        stored.state.entries[a].quantity = 50;
        stored.state.entries[b].quantity = -3;
        stored.state.entries[999999] = { item: { id: 999999, name: 'Forged' }, quantity: 1, selected: true };
        localStorage.setItem('dfs-cart', JSON.stringify(stored));
      },
      [first.id, second.id] as const,
    );
    await page.reload();
    await expect(quantityOf(page, first)).toHaveText('2');
    await expect(quantityOf(page, second)).toHaveText('1');
    await expect(page.getByText('Forged')).toHaveCount(0);
    await expect(cartButton(page, 3)).toBeVisible();
    // No line total is negative.
    await expect(page.getByRole('main')).not.toContainText(/USD\s*[-−]/);
  });
});

test.describe('one language and one currency for every tab', () => {
  test('a language or currency chosen in one tab shows in the others, with no reload', async ({
    context,
  }) => {
    const item = plain[0] as Item;
    const [chooser, other] = [await context.newPage(), await context.newPage()];
    await chooser.setViewportSize({ width: 1280, height: 800 });
    await openProduct(chooser, item);
    await openProduct(other, item);
    await expect(other.getByRole('main')).toContainText('USD');

    await chooser.getByRole('combobox', { name: 'Currency' }).selectOption({ label: 'EUR' });
    await expect(chooser.getByRole('main')).toContainText('EUR');
    await expect(other.getByRole('main')).toContainText('EUR');
    await expect(other.getByRole('main')).not.toContainText('USD');

    await chooser.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
    await expect(chooser.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(other.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
    // The product's own text follows too (its catalogue answer is asked again in Arabic).
    await expect(other.getByRole('heading', { level: 1 })).not.toHaveText(item.name);
    await expect(other.getByRole('banner').getByRole('button', { name: /سلة التسوق/ })).toBeVisible();
  });
});
