// The widget embedded in other websites, across real origins: the BFF on
// one origin, host pages on others. The county example site is served by
// `payhub serve`; the other host pages are answered by Playwright's router
// on origins the browser treats as real (http://localhost:8081 is on
// sunshine/demo's allow-list, contracts §5; http://evil.test and
// http://third.test are not), while the widget itself always comes from
// the real BFF.
import { expect, test, type Frame, type FrameLocator, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, charges } from './checkout';

// Pages answered by the router have no IP address, so Chromium's local
// network access checks would count them as public and block every request
// to the loopback BFF before our own checks could be tested: turn those
// checks off for this file (the county site test uses a real server).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run',
      '--disable-features=LocalNetworkAccessChecks,LocalNetworkAccessForNavigations,LocalNetworkAccessForSubframeNavigations',
    ],
  },
});

const PAYHUB = process.env.PAYHUB_URL ?? '';
const EXAMPLES = process.env.PAYHUB_EXAMPLES_URL ?? '';
// Another site than the BFF's 127.0.0.1: the widget is a third-party frame
// there, so its session must not depend on cookies.
const ALLOWED_HOST = 'http://localhost:8081';
const PROPERTY_TAX = 'sunshine/demo/property_tax/2026/R100-001';
const w = WORDS.en;

/** A host page: the SDK from the BFF by one script tag, then the page's own script. */
function hostPage(script: string, body = '<main><h1>Host page</h1><div id="pay"></div></main>'): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host page</title>
<script src="${PAYHUB}/sdk/payhub.js"></script></head><body>${body}
<script>
window.events = [];
window.record = (name) => (...args) => window.events.push({ name, args });
${script}
</script></body></html>`;
}

/** serve answers url with html from the test, as if a web server on that origin did. */
async function serve(page: Page, url: string, html: string): Promise<void> {
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
}

/** embedScript is the host page's call of PayHub.embed with options merged in. */
function embedScript(options: Record<string, unknown>, name = 'widget', container = '#pay'): string {
  const base = { container, origin: PAYHUB, client: 'sunshine', site: 'demo', title: `Pay (${name})`, ...options };
  return `
window.${name} = PayHub.embed({
  ...${JSON.stringify(base)},
  onReady: record('${name}:ready'),
  onNavigate: record('${name}:navigate'),
  onHeightChanged: record('${name}:height'),
  onPaymentComplete: record('${name}:paymentComplete'),
  onError: (e) => window.events.push({ name: '${name}:error', args: [{ code: e.code }] }),
  onDisconnected: record('${name}:disconnected'),
  onReconnected: record('${name}:reconnected'),
});
window.${name}.ready.then(
  () => window.events.push({ name: '${name}:ready-resolved', args: [] }),
  (e) => window.events.push({ name: '${name}:ready-rejected', args: [{ code: e.code }] }),
);`;
}

type HostEvent = { name: string; args: unknown[] };

async function events(page: Page, prefix = ''): Promise<HostEvent[]> {
  const all = await page.evaluate(() => (window as unknown as { events: HostEvent[] }).events);
  return all.filter((e) => e.name.startsWith(prefix));
}

async function waitForEvent(page: Page, name: string): Promise<HostEvent> {
  await expect.poll(async () => (await events(page)).some((e) => e.name === name), { timeout: 20_000 }).toBe(true);
  const found = (await events(page)).find((e) => e.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

function widgetFrame(page: Page, name = 'widget'): FrameLocator {
  return page.frameLocator(`iframe[title="Pay (${name})"]`);
}

/** payInWidget pays the cart shown in the widget by card 4242, from the cart step to submit. */
async function payInWidget(frame: FrameLocator): Promise<void> {
  await expect(frame.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
  await frame.getByRole('button', { name: w.toPayment }).click();
  await expect(frame.getByRole('heading', { level: 1, name: w.paymentStep })).toBeVisible();
  await frame.getByLabel(w.email, { exact: true }).fill('embedded@example.com');
  const card = frame.frameLocator(`iframe[title="${w.cardFrame}"]`);
  await card.getByLabel(w.cardNumber, { exact: true }).fill('4242 4242 4242 4242');
  await card.getByLabel(w.expiry, { exact: true }).fill('12/30');
  await card.getByLabel(w.cvc, { exact: true }).fill('123');
  await card.getByLabel(w.nameOnCard, { exact: true }).fill('Jordan Rivera');
  await frame.getByRole('button', { name: w.toReview }).click();
  await expect(frame.getByRole('heading', { level: 1, name: w.reviewStep })).toBeVisible();
  await frame.getByRole('checkbox', { name: w.notRobot }).check();
  await frame.getByRole('button', { name: w.submit }).click();
}

function frameOf(page: Page, origin: string): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(`${origin}/web/widgets/current/`));
  if (!frame) throw new Error('no widget frame');
  return frame;
}

test.describe('the widget embedded in a host page', () => {
  test('EMBED-02 EMBED-06: the county site pays R100-001 in the widget and hears paymentComplete', async ({ page }) => {
    await page.goto(EXAMPLES);
    await expectNoViolations(page);
    await page.getByRole('button', { name: /Pay property tax/i }).click();
    const frame = page.frameLocator('iframe[src*="/web/widgets/current/"]');
    await expect(frame.getByText(/R100-001|123 Main St/).first()).toBeVisible({ timeout: 20_000 });
    await payInWidget(frame);
    // hideReceipt: the host's thank-you panel shows the confirmation number, the widget no receipt.
    const thanks = page.getByRole('region', { name: /thank you/i });
    await expect(thanks).toContainText(/PH-[A-Z0-9]+/, { timeout: 20_000 });
    await expect(frame.getByRole('heading', { level: 1, name: w.receiptStep })).toHaveCount(0);
    const confirmation = (await thanks.innerText()).match(/PH-[A-Z0-9]+/)?.[0] ?? '';
    const outbox = await (await fetch(`${process.env.PAYHUB_SANDBOX_URL}/outbox.json`)).text();
    expect(outbox).toContain(confirmation);
  });

  test('the iframe grows and shrinks with its content, and the host hears heightChanged', async ({ page }) => {
    await serve(page, `${ALLOWED_HOST}/height.html`, hostPage(embedScript({ route: 'checkout', items: [PROPERTY_TAX] })));
    await page.goto(`${ALLOWED_HOST}/height.html`);
    await waitForEvent(page, 'widget:ready-resolved');
    const frame = widgetFrame(page);
    await expect(frame.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
    // axe checks the host page and the widget's frame inside it.
    await expectNoViolations(page);
    const iframe = page.locator('iframe[title="Pay (widget)"]');
    // The SDK sizes the iframe to the last height the widget reported.
    await expect.poll(async () => (await events(page, 'widget:height')).length).toBeGreaterThan(0);
    const lastHeight = async () => {
      const hs = await events(page, 'widget:height');
      return hs[hs.length - 1]?.args[0] as number;
    };
    const sized = async () => {
      const reported = await lastHeight();
      return reported > 0 && (await iframe.boundingBox())?.height === reported;
    };
    await expect.poll(sized).toBe(true);
    const full = await lastHeight();
    expect(Number.isInteger(full)).toBe(true);

    // Removing the only item leaves the short empty-cart page: the iframe shrinks.
    await frame.getByRole('button', { name: /Remove/ }).first().click();
    await expect.poll(lastHeight, { timeout: 15_000 }).toBeLessThan(full);
    await expect.poll(sized).toBe(true);
    const short = await lastHeight();

    // Going to a search page makes it grow again.
    await page.evaluate(() => (window as unknown as { widget: { navigate(r: string): void } }).widget.navigate('property-tax'));
    await expect.poll(lastHeight, { timeout: 15_000 }).not.toBe(short);
  });

  test('a message posted from a third origin is ignored by both sides', async ({ page }) => {
    const third = 'http://third.test';
    // The third page replays penpal-shaped messages to the host page and to the widget frame.
    await serve(page, `${third}/meddle.html`, `<!doctype html><html lang="en"><head><title>Third</title></head><body><script>
window.addEventListener('message', (event) => {
  const { fake } = event.data || {};
  if (!fake) return;
  parent.postMessage(fake, '*');
  for (let i = 0; i < parent.frames.length; i++) parent.frames[i].postMessage(fake, '*');
});
</script></body></html>`);
    await serve(page, `${ALLOWED_HOST}/meddle.html`, hostPage(
      `${embedScript({ route: 'checkout' })}
window.penpal = [];
window.addEventListener('message', (e) => { if (e.data && e.data.namespace === 'penpal') window.penpal.push(e.data); });`,
      '<main><h1>Host page</h1><div id="pay"></div><iframe title="Third party" src="http://third.test/meddle.html"></iframe></main>',
    ));
    await page.goto(`${ALLOWED_HOST}/meddle.html`);
    await waitForEvent(page, 'widget:ready-resolved');
    const frame = widgetFrame(page);
    await expect(frame.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
    const before = (await events(page)).length;

    // Replay every handshake message the host saw, and forged calls, from the third origin.
    await page.evaluate(() => {
      const seen = (window as unknown as { penpal: Array<Record<string, unknown>> }).penpal;
      const channel = seen[0]?.channel;
      const forged = [
        ...seen,
        { namespace: 'penpal', channel, type: 'CALL', id: 'x1', methodPath: ['paymentComplete'],
          args: [{ confirmationNumber: 'PH-FORGED', total: '1.00', items: [] }] },
        { namespace: 'penpal', channel, type: 'CALL', id: 'x2', methodPath: ['navigate'], args: ['property-tax'] },
        { namespace: 'penpal', channel, type: 'SYN', participantId: 'intruder' },
      ];
      const third = document.querySelector<HTMLIFrameElement>('iframe[title="Third party"]');
      for (const fake of forged) third?.contentWindow?.postMessage({ fake }, 'http://third.test');
    });
    await page.waitForTimeout(1_500);
    const after = await events(page);
    expect(after.slice(before).filter((e) => !e.name.endsWith(':height'))).toEqual([]);
    await expect(frame.getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
    // The real connection still works.
    await page.evaluate(() => (window as unknown as { widget: { navigate(r: string): void } }).widget.navigate('property-tax'));
    await waitForEvent(page, 'widget:navigate');
  });

  test('a host origin not on the allow-list is refused by frame-ancestors', async ({ page }) => {
    await serve(page, 'http://evil.test/pay.html', hostPage(embedScript({ route: 'checkout', timeoutMs: 4_000 })));
    await page.goto('http://evil.test/pay.html');
    const rejected = await waitForEvent(page, 'widget:ready-rejected');
    expect(rejected.args[0]).toEqual({ code: 'ATTACH_TIMEOUT' });
    // The browser refused to render the widget there at all.
    const res = await page.request.get(`${PAYHUB}/web/widgets/current/sunshine/demo/checkout`);
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/frame-ancestors [^;]*http:\/\/localhost:8081/);
    expect(csp).not.toContain('evil.test');
  });

  test("a host origin not on the allow-list is refused by the widget's own check", async ({ page }) => {
    // Take frame-ancestors away, as a misconfigured proxy might: the widget still refuses.
    await page.route(`${PAYHUB}/web/widgets/current/sunshine/demo/**`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    await serve(page, 'http://evil.test/pay.html', hostPage(embedScript({ route: 'checkout', timeoutMs: 15_000 })));
    await page.goto('http://evil.test/pay.html');
    const rejected = await waitForEvent(page, 'widget:ready-rejected');
    expect(rejected.args[0]).toEqual({ code: 'ORIGIN_REJECTED' });
  });

  test('the widget opened on its own shows the iframe-only failure', async ({ page }) => {
    await page.goto(`${PAYHUB}/web/widgets/current/sunshine/demo/checkout`);
    await expect(page.getByText(/can only be (installed|shown|used) in(side)? an iframe/i)).toBeVisible();
    await expectNoViolations(page);
  });

  test('two widgets on one page work independently; destroy() removes everything', async ({ page }) => {
    await serve(page, `${ALLOWED_HOST}/two.html`, hostPage(
      `${embedScript({ route: 'checkout' }, 'first', '#one')}
${embedScript({ route: 'checkout', language: 'es' }, 'second', '#two')}`,
      '<main><h1>Two widgets</h1><div id="one"></div><div id="two"></div></main>',
    ));
    await page.goto(`${ALLOWED_HOST}/two.html`);
    await waitForEvent(page, 'first:ready-resolved');
    await waitForEvent(page, 'second:ready-resolved');
    await expect(widgetFrame(page, 'first').getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
    await expect(widgetFrame(page, 'second').getByRole('heading', { level: 1, name: WORDS.es.cartStep })).toBeVisible();

    const secondRoutes = (await events(page, 'second:navigate')).length;
    await page.evaluate(() => (window as unknown as { first: { navigate(r: string): void } }).first.navigate('property-tax'));
    await expect.poll(async () => (await events(page, 'first:navigate')).at(-1)?.args[0]).toBe('property-tax');
    await expect(widgetFrame(page, 'first').getByRole('heading', { level: 1, name: w.cartStep })).toHaveCount(0);
    expect(await events(page, 'second:navigate')).toHaveLength(secondRoutes);
    await expect(widgetFrame(page, 'second').getByRole('heading', { level: 1, name: WORDS.es.cartStep })).toBeVisible();

    await page.evaluate(() => (window as unknown as { first: { destroy(): void } }).first.destroy());
    await expect(page.locator('#one')).toBeEmpty();
    await expect(page.locator('iframe')).toHaveCount(1);
    // The second widget still answers.
    await page.evaluate(() => (window as unknown as { second: { setLanguage(l: string): void } }).second.setLanguage('en'));
    await expect(widgetFrame(page, 'second').getByRole('heading', { level: 1, name: w.cartStep })).toBeVisible();
  });

  test.describe('after a reload', () => {
    test('a reload of the iframe reconnects', async ({ page }) => {
      await serve(page, `${ALLOWED_HOST}/reload.html`, hostPage(embedScript({ route: 'checkout', language: 'es' })));
      await page.goto(`${ALLOWED_HOST}/reload.html`);
      await waitForEvent(page, 'widget:ready-resolved');
      const frame = widgetFrame(page);
      await expect(frame.getByRole('heading', { level: 1, name: WORDS.es.cartStep })).toBeVisible();
      await expectNoViolations(page);
      await frameOf(page, PAYHUB).evaluate(() => location.reload());
      await waitForEvent(page, 'widget:reconnected');
      // The host's language was pushed again, and calls reach the new document.
      await expect(frame.getByRole('heading', { level: 1, name: WORDS.es.cartStep })).toBeVisible();
      await page.evaluate(() => (window as unknown as { widget: { navigate(r: string): void } }).widget.navigate('property-tax'));
      await waitForEvent(page, 'widget:navigate');
    });

    test('fifty reloads in a row each reconnect, and the last document answers calls', async ({ page }) => {
      // Each reload waits for its own reconnected event, never for a time.
      test.setTimeout(90_000);
      await serve(page, `${ALLOWED_HOST}/reloads.html`, hostPage(embedScript({ route: 'checkout' })));
      await page.goto(`${ALLOWED_HOST}/reloads.html`);
      await waitForEvent(page, 'widget:ready-resolved');
      const widgetDocument = frameOf(page, PAYHUB);
      for (let reload = 1; reload <= 50; reload++) {
        await widgetDocument.evaluate(() => location.reload());
        await expect
          .poll(async () => (await events(page, 'widget:reconnected')).length, { message: `reload ${reload} reconnects` })
          .toBe(reload);
      }
      expect(await events(page, 'widget:disconnected')).toHaveLength(50);
      expect(await events(page, 'widget:error')).toEqual([]);
      await page.evaluate(() => (window as unknown as { widget: { navigate(r: string): void } }).widget.navigate('property-tax'));
      await expect.poll(async () => (await events(page, 'widget:navigate')).at(-1)?.args[0]).toBe('property-tax');
    });
  });
});

test('the paid cart is charged once in the ledger after an embedded payment', async ({ page }) => {
  await serve(page, `${ALLOWED_HOST}/ledger.html`, hostPage(embedScript({ route: 'checkout', items: [PROPERTY_TAX], hideReceipt: true })));
  await page.goto(`${ALLOWED_HOST}/ledger.html`);
  await waitForEvent(page, 'widget:ready-resolved');
  const frame = widgetFrame(page);
  await expect(frame.getByText(/R100-001|123 Main St/).first()).toBeVisible();
  const cart = await frameOf(page, PAYHUB).evaluate(async () => {
    // The widget's session travels in a header (it is a third-party frame here).
    const session = sessionStorage.getItem('payhub.widget.session');
    if (!session) throw new Error('the widget keeps no session');
    const res = await fetch('/bff/v1/sunshine/demo/screens/checkout', { headers: { 'X-PayHub-Session': session } });
    return ((await res.json()) as { sections: { cart: { data: { id: string } } } }).sections.cart.data.id;
  });
  await payInWidget(frame);
  const done = await waitForEvent(page, 'widget:paymentComplete');
  expect(done.args[0]).toMatchObject({ confirmationNumber: expect.stringMatching(/^PH-/), total: expect.stringMatching(/^\d+\.\d{2}$/) });
  const ledger = await charges(cart);
  expect(ledger.filter((c) => c.outcome === 'approved')).toHaveLength(1);
});
