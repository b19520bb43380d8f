import { type APIRequestContext, type Browser, expect, type Locator, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "Print-Demo-2026";

/** Signs in through the login dialog of the menu bar, as a user would. */
export async function signInAs(page: Page, username: string, password = DEMO_PASSWORD, baseUrl = "") {
  await page.goto(`${baseUrl}/`);
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.getByLabel("Username").fill(username);
  await dialog.getByRole("textbox", { name: "Password" }).fill(password);
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(dialog).toBeHidden();
}

export interface ApiSession {
  user: Record<string, unknown> & { Id: number; JwtToken: string };
  auth: { authorization: string };
}

/** Signs in through the API on the server at baseUrl (its own brand's franchise). */
export async function apiSignIn(api: APIRequestContext, username: string, baseUrl: string): Promise<ApiSession> {
  const res = await api.post(`${baseUrl}/api/users/authenticate`, {
    data: { username, password: DEMO_PASSWORD, Franchise: "" },
  });
  expect(res.status(), await res.text()).toBe(200);
  const user = (await res.json()).Data as ApiSession["user"];
  return { user, auth: { authorization: `Bearer ${user.JwtToken}` } };
}

/** The cookie banner's consent cookie, so the banner stays out of the way. */
function consentCookie(baseUrl: string) {
  return {
    name: "cookieconsent_status",
    value: "dismiss",
    domain: new URL(baseUrl).hostname,
    path: "/",
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: "Strict" as const,
  };
}

/**
 * Signs the page's browser context in through the API, not the login dialog (e2e/signin.spec.ts tests
 * the dialog): the session saved as the app stores it and the cookie banner dismissed. The page is left
 * on the server's health reply; the test goes to its screen next.
 */
export async function signInPage(page: Page, username: string, baseUrl: string): Promise<ApiSession> {
  const session = await apiSignIn(page.request, username, baseUrl);
  await page.context().addCookies([consentCookie(baseUrl)]);
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, storedSession(session));
  return session;
}

/** The session as the app keeps it in localStorage (apps/web/src/lib/session.ts). */
function storedSession(session: ApiSession) {
  const { JwtToken, ...user } = session.user;
  return [
    { name: "tradeline.portal.User", value: JSON.stringify(user) },
    { name: "tradeline.portal.JwtToken", value: JwtToken },
  ];
}

/**
 * A page of a new browser context that starts signed in: the session saved as the app stores it
 * (localStorage) and the cookie banner already dismissed; with `phone`, a touch screen of that size.
 * Close it with `page.context().close()`.
 */
export async function signedInPage(
  browser: Browser,
  session: ApiSession,
  baseUrl: string,
  phone?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    ...(phone ? { viewport: phone, isMobile: true, hasTouch: true } : {}),
    storageState: {
      cookies: [consentCookie(baseUrl)],
      origins: [{ origin: baseUrl, localStorage: storedSession(session) }],
    },
  });
  return context.newPage();
}

/** A page of a new context with the cookie banner dismissed, signed out. */
export async function signedOutPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    storageState: {
      cookies: [consentCookie(baseUrl)],
      origins: [],
    },
  });
  return context.newPage();
}

/** Presses Tab (Shift+Tab with `back`) until the element has the focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, back = false) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}

/** The focused element shows it: an outline or a box shadow from the focus ring. */
export async function expectVisibleFocus(target: Locator) {
  const ring = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return (s.outlineStyle !== "none" && s.outlineWidth !== "0px") || s.boxShadow !== "none";
  });
  expect(ring, "visible focus").toBe(true);
}
