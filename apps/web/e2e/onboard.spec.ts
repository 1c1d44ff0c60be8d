import { type Item, isPlain, isRestricted, shopCatalogue } from './cart-catalogue';
import { shopGet } from './shop-api';
import { type APIRequestContext, expect, type Page, test } from './test';

async function openTicketCheck(page: Page) {
  await page.goto('/?lng=en');
  await page.getByRole('button', { name: 'Shop on board: enter your ticket number' }).click();
  return page.getByRole('dialog', { name: 'Shop on board' });
}

/** ET920 ADD → LOS, the one flight of ticket 0712345678903, and the ids of what it carries. */
async function et920Range(request: APIRequestContext) {
  const lookup = await shopGet(request, 'OnBoardOrder-GetOnBoardPassengerFromTicket');
  const { paxSectorsRes } = await lookup<{ paxSectorsRes: { id: number }[] }>(
    '/OnBoardOrder/api/V1.0/OnBoardOrder/GetOnBoardPassengerFromTicket?TicketNumber=0712345678903',
  );
  const get = await shopGet(request);
  const carried = new Set<number>();
  for (let page = 1; ; page++) {
    const answer = await get<{ items: Item[]; totalPages: number }>(
      `/PreOrder/api/V1.0/PreOrder/GetItems?listKind=all&flightId=${paxSectorsRes[0]!.id}&pageSize=100&page=${page}`,
    );
    for (const item of answer.items) carried.add(item.id);
    if (page >= answer.totalPages) break;
  }
  return carried;
}

/** Shops on board ET920 through the ticket check, as a traveller does. */
async function shopOnEt920(page: Page) {
  const dialog = await openTicketCheck(page);
  const ticket = dialog.getByRole('textbox', { name: 'Ticket number' });
  await ticket.fill('0712345678903');
  await ticket.blur();
  await expect(dialog.getByText(/^ET920 ADD → LOS/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Shop on this flight' }).click();
  await expect(page.getByRole('region', { name: 'On-board mode' })).toBeVisible();
}

test.describe('on-board mode', () => {
  test('the ticket check explains a wrong length and asks to pick one of several flights', async ({
    page,
  }) => {
    const dialog = await openTicketCheck(page);
    const ticket = dialog.getByRole('textbox', { name: 'Ticket number' });
    await ticket.fill('071234567890');
    await ticket.blur();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Ticket Number Character length should be 13. Current character length (12)',
    );
    await ticket.fill('0712345678902');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await ticket.blur();
    const flight = dialog.getByRole('combobox', { name: 'Flight' });
    await expect(flight.getByRole('option')).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Shop on this flight' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please Select Your Flight Information');
    await flight.selectOption({ index: 2 });
    await dialog.getByRole('button', { name: 'Shop on this flight' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'On-board mode' })).toContainText('ET501 LHR → ADD');
  });

  test('an unknown ticket shows the server’s message; typing clears it', async ({ page }) => {
    const dialog = await openTicketCheck(page);
    const ticket = dialog.getByRole('textbox', { name: 'Ticket number' });
    await ticket.fill('9999999999999');
    await ticket.blur();
    await expect(dialog.getByRole('alert')).toHaveText(
      'No upcoming flight was found for this ticket number. Check the number on your e-ticket.',
    );
    await ticket.fill('999999999999');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('one sector is chosen at once; the shop then lists the flight’s range until the traveller leaves', async ({
    page,
  }) => {
    const dialog = await openTicketCheck(page);
    const ticket = dialog.getByRole('textbox', { name: 'Ticket number' });
    await ticket.fill('0712345678903');
    await ticket.blur();
    await expect(dialog.getByText(/^ET920 ADD → LOS/)).toBeVisible();
    const onboardBatch = page.waitForResponse((r) => r.url().includes('/OnBoardOrder/GetAllOnBoardItems'));
    await dialog.getByRole('button', { name: 'Shop on this flight' }).click();
    expect((await onboardBatch).status()).toBe(200);
    const banner = page.getByRole('region', { name: 'On-board mode' });
    await expect(banner).toContainText('Shopping on board ET920 ADD → LOS');

    // Lists, search and product pages ask for the flight's range.
    const list = page.waitForRequest((r) => r.url().includes('/GetItems') && r.url().includes('flightId='));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Best sellers' }).click();
    await list;

    await page.reload();
    await expect(banner, 'on-board mode survives a reload').toBeVisible();
    await page.goto('/');
    await banner.getByRole('button', { name: 'Leave on-board mode' }).click();
    await expect(banner).toBeHidden();
    // Back on the pre-order range: lists ask without a flight (home's rows came with the page).
    const preOrderList = page.waitForResponse(
      (r) => r.url().includes('/GetItems') && !r.url().includes('flightId='),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Best sellers' }).click();
    expect((await preOrderList).status()).toBe(200);
  });

  test('a guest shops on board and pays cash on board; the confirmation shows the seat and the QR proof', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // What ET920 carries, read from the API as the storefront reads it; a person then searches by name.
    const lookup = await shopGet(request, 'OnBoardOrder-GetOnBoardPassengerFromTicket');
    const { paxSectorsRes } = await lookup<{ paxSectorsRes: { id: number; seatNumber: string | null }[] }>(
      '/OnBoardOrder/api/V1.0/OnBoardOrder/GetOnBoardPassengerFromTicket?TicketNumber=0712345678903',
    );
    const sector = paxSectorsRes[0]!;
    const get = await shopGet(request);
    const { items } = await get<{ items: Item[] }>(
      `/PreOrder/api/V1.0/PreOrder/GetItems?flightId=${sector.id}&pageSize=100`,
    );
    // An item with no confirmation to give first (regulated and age-restricted items ask one).
    const item = items.find((i) => i.quantity >= 2 && !isRestricted(i) && /^[\p{L}\d' -]+$/u.test(i.name));
    expect(item, 'an item ET920 carries, with units to spare').toBeDefined();

    await page.context().addCookies([{ name: '_consent', value: 'accepted', url: 'http://127.0.0.1' }]);
    await shopOnEt920(page);

    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill(item!.name);
    await page
      .getByRole('listbox', { name: 'Suggestions' })
      .getByRole('option', { name: item!.name })
      .first()
      .click();
    // The product page, not the page still showing behind it on a slow machine, whose first card differs.
    await expect(page.getByRole('heading', { level: 1, name: item!.name })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();

    await page.getByRole('link', { name: /Continue as guest/ }).click();
    await expect(page).toHaveURL(/\/guest-checkout\?redirectUrl=%2Fcheckout/);
    const main = page.getByRole('main');
    await main.getByLabel('First name').fill('Liya');
    await main.getByLabel('Last name').fill('Alemu');
    await main.getByLabel('E-mail address').fill('liya.onboard@example.com');
    await main.getByLabel('Mobile number').fill('+251911000777');
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // The flight comes from the ticket check: shown, not typed; the ticket's seat cannot be changed.
    const flight = page.getByRole('group', { name: 'Your flight: on-board order' });
    await expect(flight).toContainText('ET920');
    await expect(flight).toContainText('ADD → LOS');
    await expect(flight).toContainText('0712345678903');
    const seat = flight.getByRole('textbox', { name: 'Seat number' });
    if (sector.seatNumber) {
      await expect(seat).toHaveValue(sector.seatNumber);
      await expect(seat).not.toBeEditable();
    } else {
      await seat.fill('31B');
    }
    await expect(page.getByRole('complementary')).toContainText(item!.name);
    await page.getByRole('radio', { name: /Cash On Board/ }).check();
    const submitted = page.waitForResponse((r) => r.url().includes('/OnBoardOrder/SubmitOnBoardOrder'));
    await page.getByRole('button', { name: 'Place order' }).click();
    expect((await submitted).status()).toBe(200);

    await expect(page).toHaveURL(/\/confirmation\?order=/);
    await expect(page.getByText('On-board order', { exact: true })).toBeVisible();
    const seatShown = sector.seatNumber ?? '31B';
    await expect(
      page.getByText(`The cabin crew brings your order to seat ${seatShown}. Show them this QR code.`),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /^QR code of order / })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(item!.name);
  });

  test('the first paint lists only what the flight carries, even while the flight’s list is on its way', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const carried = await et920Range(request);
    await shopOnEt920(page);
    // From here on, every product the page ever shows is noted: the first paint, and all after it.
    await page.addInitScript(() => {
      const seen = new Set<string>(JSON.parse(sessionStorage.getItem('shown-products') ?? '[]'));
      new MutationObserver(() => {
        for (const link of document.querySelectorAll('main a[href*="/product-detail/"]')) {
          const id = /\/product-detail\/(\d+)/.exec(link.getAttribute('href') ?? '')?.[1];
          if (id && !seen.has(id)) {
            seen.add(id);
            sessionStorage.setItem('shown-products', JSON.stringify([...seen]));
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const shown = async () =>
      (
        (await page.evaluate(() => JSON.parse(sessionStorage.getItem('shown-products') ?? '[]'))) as string[]
      ).map(Number);

    // The flight's lists are held back until the page has been seen without them.
    for (const [path, call] of [
      ['/best-sellers?lng=en', '/GetItems'],
      ['/?lng=en', '/GetAllOnBoardItems'],
    ] as const) {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const isFlightList = (url: URL) =>
        url.pathname.endsWith(call) && (call === '/GetAllOnBoardItems' || url.searchParams.has('flightId'));
      await page.route(isFlightList, async (route) => {
        await held;
        await route.continue();
      });
      const asked = page.waitForRequest((r) => isFlightList(new URL(r.url())));
      await page.goto(path);
      await asked;
      expect(
        (await shown()).filter((id) => !carried.has(id)),
        `${path} before the flight's list`,
      ).toEqual([]);
      release();
      await expect(page.getByRole('main').locator('a[href*="/product-detail/"]').first()).toBeVisible();
      await page.unroute(isFlightList);
    }
    const all = await shown();
    expect(all.length).toBeGreaterThan(0);
    expect(
      all.filter((id) => !carried.has(id)),
      'products the flight does not carry',
    ).toEqual([]);
  });

  test('an item in the cart the flight does not carry says so, not that it is out of stock or sold out', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const carried = await et920Range(request);
    const { items } = await shopCatalogue(request);
    const item = items.find((i) => isPlain(i) && i.quantity >= 5 && !carried.has(i.id));
    expect(item, 'a plain item ET920 does not carry').toBeDefined();
    await page.context().addCookies([{ name: '_consent', value: 'accepted', url: 'http://127.0.0.1' }]);
    await page.goto(`/product-detail/${item!.id}?lng=en`);
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await shopOnEt920(page);

    await page.goto('/cart?lng=en');
    const line = page.getByRole('listitem').filter({ hasText: item!.name });
    await expect(line.getByRole('alert')).toHaveText('Not carried on this flight');
    await expect(page.getByRole('main')).not.toContainText(/sold out|out of stock/i);

    await page.goto(`/product-detail/${item!.id}?lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: item!.name })).toBeVisible();
    const main = page.getByRole('main');
    await expect(
      main.getByRole('paragraph').filter({ hasText: /^Not carried on this flight$/ }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Not carried on this flight' })).toBeDisabled();
  });
});
