import ar from '@dfs/i18n/ar.json' with { type: 'json' };
import contentAr from '@dfs/i18n/content/ar.json' with { type: 'json' };
import contentEn from '@dfs/i18n/content/en.json' with { type: 'json' };
import contentZh from '@dfs/i18n/content/zh.json' with { type: 'json' };
import en from '@dfs/i18n/en.json' with { type: 'json' };
import zh from '@dfs/i18n/zh.json' with { type: 'json' };
import { expect, test } from './test';

const brand = 'Horizon Duty Free';
const languages = {
  en: { ui: en, text: contentEn, dir: 'ltr' },
  zh: { ui: zh, text: contentZh, dir: 'ltr' },
  ar: { ui: ar, text: contentAr, dir: 'rtl' },
} as const;
type Ui = (typeof languages)['en']['ui'];
type Text = (typeof languages)['en']['text'];

/** Each information page, its title key, and a piece of its own text that proves the body rendered. */
const staticPages: { path: string; title: (ui: Ui) => string; sample: (text: Text) => string | undefined }[] =
  [
    {
      path: '/what-is-preorder',
      title: (ui) => ui.pages.whatIsPreorder,
      sample: (c) => c.whatIsPreorder.lead,
    },
    { path: '/FAQ', title: (ui) => ui.pages.faq, sample: (c) => c.faq.groups[0]?.items[0]?.question },
    {
      path: '/how-to-order',
      title: (ui) => ui.pages.howToOrder,
      sample: (c) => c.howToOrder.steps[4]?.title,
    },
    {
      path: '/terms-and-conditions',
      title: (ui) => ui.pages.terms,
      sample: (c) => c.terms.sections[3]?.title,
    },
    {
      path: '/privacy-policy',
      title: (ui) => ui.pages.privacyPolicy,
      sample: (c) => c.privacy.sections[2]?.title,
    },
    {
      path: '/duty-free-allowances',
      title: (ui) => ui.pages.dutyFreeAllowances,
      sample: (c) => c.allowances.caption,
    },
    {
      path: '/after-sales-support',
      title: (ui) => ui.pages.afterSalesSupport,
      sample: (c) => c.afterSales.policy[7],
    },
    { path: '/contact-us', title: (ui) => ui.pages.contactUs, sample: (c) => c.contact.supportTitle },
    { path: '/Special', title: (ui) => ui.pages.special, sample: (c) => c.special.steps[8] },
  ];

const withBrand = (text: string) => text.replaceAll('{{brand}}', brand).replaceAll('{{miles}}', 'ShebaMiles');

// The consent banner is tested in shell.spec.ts; here it would only cover the forms.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: '_consent', value: 'true', url: baseURL ?? '' }]);
});

for (const [lng, { ui, text, dir }] of Object.entries(languages)) {
  test(`every information page renders its text in ${lng}`, async ({ page }) => {
    for (const { path, title, sample } of staticPages) {
      await page.goto(`${path}?lng=${lng}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page).toHaveTitle(`${title(ui)} | ${brand}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const body = sample(text);
      expect(body, `sample text of ${path}`).toBeDefined();
      await expect(page.getByRole('main').getByText(withBrand(body ?? ''), { exact: true })).toBeVisible();
    }
  });
}

test('the FAQ opens an answer from its question', async ({ page }) => {
  await page.goto('/FAQ?lng=en');
  const { question, answer } = contentEn.faq.groups[2]?.items[2] ?? { question: '-', answer: '-' };
  const trigger = page.getByRole('button', { name: question });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(answer)).toBeHidden();
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(answer)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment and miles' })).toBeVisible();
});

test('the Special page explains the nine steps and Buy now leads to the offers', async ({ page }) => {
  await page.goto('/Special?lng=en');
  const steps = page.getByRole('main').getByRole('listitem');
  // Each step follows its number badge.
  await expect(steps).toContainText(contentEn.special.steps);
  await page.getByRole('link', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
});

test('after-sales support lists every point of the policy', async ({ page }) => {
  await page.goto('/after-sales-support?lng=en');
  const policy = page.getByRole('region', { name: 'Our policy' }).getByRole('listitem');
  await expect(policy).toHaveText([
    'Pre-orders are possible until 24 hours before departure.',
    'Goods are for personal use only.',
    'No delivery charge on pre-orders.',
    'Proof of order is shown to cabin crew.',
    'Replacement is offered for faulty goods reported within 7 days.',
    'No refunds for faulty goods.',
    'Onboard refunds and exchanges apply only on the same sector.',
    'Support hours are 8:00 AM to 5:00 PM GMT+3.',
  ]);
});

test('contact us lists a phone number and two mailboxes', async ({ page }) => {
  await page.goto('/contact-us?lng=ar');
  const main = page.getByRole('main');
  await expect(main.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(main.locator('a[href^="tel:"]')).toHaveText(/^\+\d[\d ]+$/);
  const mailboxes = main.locator('a[href^="mailto:"]');
  await expect(mailboxes).toHaveCount(2);
  const [first, second] = await mailboxes.allTextContents();
  expect(first).toMatch(/^\S+@\S+\.\w+$/);
  expect(second).not.toBe(first);
});

test('the allowances table reads by destination and says its figures are indicative', async ({ page }) => {
  await page.goto('/duty-free-allowances?lng=en');
  const table = page.getByRole('table', { name: /indicative/ });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Arriving in',
    'Alcohol',
    'Tobacco',
    'Other goods',
  ]);
  await expect(table.getByRole('rowheader')).toHaveCount(contentEn.allowances.rows.length);
  await expect(table.getByRole('row', { name: /Saudi Arabia/ })).toContainText('Not permitted');
  await expect(page.getByRole('note')).toContainText('check the customs authority of your destination');
});

test.describe('feedback', () => {
  const url = '/PreOrder/api/V1.0/CustomerFeedBack/Create';

  test('the form shows the spec’s messages, then thanks the sender', async ({ page }) => {
    await page.goto('/feed-back?lng=en');
    await expect(page).toHaveTitle(`Feedback | ${brand}`);
    const send = page.getByRole('button', { name: 'Send feedback' });
    await send.click();
    await expect(page.getByText('Full Name is required')).toBeVisible();
    await expect(page.getByText('Email Address field is required.')).toBeVisible();
    await expect(page.getByText('Feed back is required')).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Full name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await page.getByRole('main').getByRole('textbox', { name: 'Full name' }).fill('Agent 007');
    await page.getByRole('main').getByRole('textbox', { name: 'E-mail address' }).fill('amina@');
    await send.click();
    await expect(page.getByText('Full name cannot contain numbers')).toBeVisible();
    await expect(page.getByText('Email address format is invalid')).toBeVisible();

    await page.getByRole('main').getByRole('textbox', { name: 'Full name' }).fill('Amina Tesfaye');
    await page.getByRole('main').getByRole('textbox', { name: 'E-mail address' }).fill('amina@example.com');
    await page
      .getByRole('textbox', { name: 'Your feedback' })
      .fill('Collecting on board was quick and easy.');
    const posted = page.waitForRequest((r) => r.url().endsWith(url) && r.method() === 'POST');
    await send.click();
    expect((await posted).postDataJSON()).toEqual({
      fullName: 'Amina Tesfaye',
      email: 'amina@example.com',
      feedBack: 'Collecting on board was quick and easy.',
    });
    await expect(page.getByRole('status')).toHaveText('Thank you for your feedback');
    await expect(page.getByRole('status')).toBeFocused();
    await page.getByRole('button', { name: 'Send more feedback' }).click();
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  });

  test('a failure stops the spinner and keeps the form, with no message', async ({ page }) => {
    await page.goto('/feed-back?lng=zh');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${url}`, async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"status":500}' });
    });
    await page.getByRole('main').getByRole('textbox', { name: zh.feedback.fullName }).fill('李伟');
    await page.getByRole('main').getByRole('textbox', { name: zh.feedback.email }).fill('liwei@example.com');
    await page.getByRole('main').getByRole('textbox', { name: zh.feedback.text }).fill('很好');
    await page.getByRole('button', { name: zh.feedback.submit }).click();
    const busy = page.getByRole('button', { name: zh.feedback.sending });
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByRole('button', { name: zh.feedback.submit })).toBeEnabled();
    await expect(page.getByRole('main').getByRole('textbox', { name: zh.feedback.fullName })).toHaveValue(
      '李伟',
    );
    await expect(page.getByRole('main').getByRole('textbox', { name: zh.feedback.text })).toHaveValue('很好');
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });
});

test('the newsletter form uses the contract’s messages, clears them on focus or key press, and toasts', async ({
  page,
}) => {
  await page.goto('/?lng=en');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'E-mail address' });
  const subscribe = footer.getByRole('button', { name: 'Subscribe' });
  await subscribe.click();
  await expect(footer.getByText('Email Address field is required.')).toBeVisible();
  await email.focus();
  await expect(footer.getByText('Email Address field is required.')).toBeHidden();
  await email.fill('not-an-address');
  await subscribe.click();
  await expect(footer.getByText('Email address format is invalid')).toBeVisible();
  await email.press('a');
  await expect(footer.getByText('Email address format is invalid')).toBeHidden();

  await email.fill(`toast-${Date.now()}@example.com`);
  await subscribe.click();
  const toast = page.getByText('Thank you for subscribing. We will send you our latest offers.');
  await expect(toast).toBeVisible();
  await expect(email).toHaveValue('');
  // The success toast stays 5 s (spec §9), then goes.
  await page.waitForTimeout(3_500);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 5_000 });
});

test('switching language updates lang, dir, the title, the page text and dates without a reload', async ({
  page,
}) => {
  await page.goto('/promocode-products/WELCOME10?lng=en');
  await expect(page.getByRole('main').getByText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
  // A reload would drop this marker.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('combobox', { name: en.header.language }).selectOption({ label: '中文' });
  await expect(page.getByRole('main').getByText(/\d{4}年\d{1,2}月\d{1,2}日/)).toBeVisible();
  await expect(page).toHaveTitle(`${zh.pages.promoCodeProducts} | ${brand}`);

  await page.getByRole('contentinfo').getByRole('link', { name: zh.footer.faq }).click();
  await expect(page.getByText(contentZh.faq.intro)).toBeVisible();
  await page.getByRole('combobox', { name: zh.header.language }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(`${ar.pages.faq} | ${brand}`);
  await expect(page.getByRole('heading', { level: 1, name: ar.pages.faq })).toBeVisible();
  await expect(page.getByText(contentAr.faq.intro)).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window), 'no reload').toBe(true);
});

test('the information pages’ text downloads only when such a page opens', async ({ page }) => {
  const requested: string[] = [];
  const bodies = new Map<string, Promise<string>>();
  page.on('request', (request) => {
    if (/\/assets\/[\w-]+\.json$/.test(request.url())) requested.push(request.url());
  });
  page.on('response', (response) => {
    if (/\/assets\/[\w-]+\.json$/.test(response.url())) bodies.set(response.url(), response.text());
  });
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested, 'the shell fetches the main catalogue only').toHaveLength(1);

  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByText(contentEn.faq.intro)).toBeVisible();
  expect(requested).toHaveLength(2);
  expect(await bodies.get(requested[0] ?? '')).not.toContain(contentEn.faq.intro);
  expect(await bodies.get(requested[1] ?? '')).toContain(contentEn.faq.intro);
});
