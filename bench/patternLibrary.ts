/**
 * The pattern library page with every pattern (docs/product/library.md; issue 9): a visitor opens
 * /PublicLibrary on a Wholesale production server in headless Chromium with an empty cache. Bytes
 * transferred (Chrome's encodedDataLength: headers and compressed bodies) are summed until the first
 * screen is usable: the first Wood cards show their images and the network is idle. Target: < 1.5 MB.
 * Then the page is scrolled to the end so every category loads, and a reload shows what the cache
 * saves; both figures are printed for information.
 */
import type { Page } from "@playwright/test";
import { launchChromium, report, startProductionServer } from "./lib/server.js";

const TARGET_BYTES = 1.5 * 1024 * 1024;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;

/** Counts bytes on the wire for one page through the DevTools protocol. */
async function meter(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  let bytes = 0;
  let requests = 0;
  const images = { count: 0, bytes: 0 };
  const byType = new Map<string, number>();
  const kinds = new Map<string, string>();
  cdp.on("Network.responseReceived", (e) => kinds.set(e.requestId, e.type));
  cdp.on("Network.loadingFinished", (e) => {
    const type = kinds.get(e.requestId) ?? "Other";
    bytes += e.encodedDataLength;
    requests++;
    byType.set(type, (byType.get(type) ?? 0) + e.encodedDataLength);
    if (type === "Image") {
      images.count++;
      images.bytes += e.encodedDataLength;
    }
  });
  return {
    read: () => ({
      bytes,
      requests,
      images: { ...images },
      byType: [...byType].map(([type, n]) => `${type} ${(n / 1024).toFixed(0)} KB`).join(", "),
    }),
  };
}

/**
 * Cards in view have their images, and no category in view is still loading. A string, not a
 * function: tsx would wrap a function's inner helpers in a __name() the page does not have.
 */
const VIEW_SETTLED = `(() => {
  const inView = (el) => { const r = el.getBoundingClientRect(); return r.top < innerHeight && r.bottom > 0; };
  const imgs = [...document.querySelectorAll("article img")].filter(inView);
  const busy = [...document.querySelectorAll("[aria-busy=true]")].some(inView);
  return !busy && imgs.length > 0 && imgs.every((img) => img.complete && img.naturalWidth > 0);
})()`;

function viewSettled(page: Page) {
  return page.waitForFunction(VIEW_SETTLED);
}

async function firstScreenUsable(page: Page) {
  await page.getByRole("article").first().waitFor();
  await viewSettled(page);
  await page.waitForLoadState("networkidle");
}

const server = await startProductionServer("Wholesale");
const base = server.url;
try {
  const browser = await launchChromium();
  // The bench's settled check is a string the page evaluates, which the app's CSP (no 'unsafe-eval')
  // refuses; the app's own scripts are unaffected.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  const page = await context.newPage();
  const m = await meter(page);
  await page.goto(`${base}/PublicLibrary`);
  await firstScreenUsable(page);
  const first = m.read();
  const visibleCards = await page.getByRole("article").count();

  // The rest of the library: scroll to the end until every category has loaded its cards.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await viewSettled(page);
  }
  const total = await page.getByRole("article").count();
  await page.waitForLoadState("networkidle");
  const all = m.read();
  await page.close();

  const again = await context.newPage();
  const m2 = await meter(again);
  await again.goto(`${base}/PublicLibrary`);
  await firstScreenUsable(again);
  const warm = m2.read();
  await browser.close();

  console.log(
    `  first screen: ${first.requests} responses, ${first.images.count} thumbnails (${mb(first.images.bytes)}), ${visibleCards} cards rendered`,
  );
  console.log(`  first screen by type: ${first.byType}`);
  console.log(
    `  whole library after scrolling: ${total} cards, ${all.images.count} thumbnails, ${all.requests} responses, ${mb(all.bytes)}`,
  );
  console.log(`  second visit (browser cache): ${warm.requests} responses, ${mb(warm.bytes)}`);
  report(
    "pattern library, bytes before the first screen is usable",
    mb(first.bytes),
    "< 1.5 MB",
    first.bytes < TARGET_BYTES,
  );
} finally {
  await server.stop();
}
