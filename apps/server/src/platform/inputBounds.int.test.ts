import { users } from "@portal/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.js";
import { type SignedIn, signIn } from "../test/signIn.js";

/**
 * Issue 18 items 4, 5 and 14: numbers beyond what a 32-bit column holds, control characters in
 * text, direction-changing characters and markup in file names, and non-http Website values are
 * refused with a 400 naming the field, and nothing is stored.
 */
let t: TestApp;
let buyer: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  buyer = await signIn(t, "buyer");
});
afterAll(() => t.close());

function expectRefused(res: { statusCode: number; json(): { Status: string; Message: string } }, field: RegExp) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  expect(res.json().Status).toBe("invalid");
  expect(res.json().Message).toMatch(field);
}

const accountForm = {
  FirstName: "Bea",
  LastName: "Buyer",
  Email: "bea@example.com",
  PhoneNumber: "(612) 555-0101",
  Website: "",
};

describe("integers beyond 32 bits", () => {
  it.each([
    ["/api/Store/GetCart", { userId: 2147483648 }, /userId must be at most 2147483647/],
    ["/api/Store/GetCartTotal", { userId: "99999999999" }, /userId must be at most 2147483647/],
    ["/api/Store/DeleteCartItem", { cartId: 2147483648 }, /cartId must be at most 2147483647/],
    ["/api/Portal/GetCartItem", { cartId: 1e12 }, /cartId must be at most 2147483647/],
    ["/api/Account/GetUserAccount", { userId: -2147483649 }, /userId must be at least -2147483648/],
    ["/api/Store/AccountOrders", { page: 2147483648 }, /page must be at most 2147483647/],
    ["/api/Store/GetOrderDetails", { userId: 1, orderNumber: 2147483648 }, /orderNumber must be at most 2147483647/],
    ["/api/Store/Reorder", { userId: 1, orderNumber: 1, lines: [2147483648] }, /lines must be at most 2147483647/],
    ["/api/Account/DeleteAddress", { shipkey: "99999999999" }, /shipkey is not correct/],
    ["/api/Account/GetEditPayment", { cckey: 2147483648 }, /cckey is not correct/],
  ])("%s %j is a 400 naming the field", async (url, body, field) => {
    expectRefused(await t.post(url, body, buyer.auth), field);
  });

  it("still answers a user id within the bounds as before (403 for another user's)", async () => {
    expect((await t.post("/api/Store/GetCart", { userId: 2147483647 }, buyer.auth)).statusCode).toBe(403);
  });
});

describe("control characters in text", () => {
  it("refuse NUL at sign-in with a 400, not a 503", async () => {
    const res = await t.post("/api/users/authenticate", { username: "buy\u0000er", password: "x", Franchise: "" });
    expectRefused(res, /^username: must not contain control characters/);
  });

  it("refuse NUL, ESC and line breaks in a single-line field and store nothing", async () => {
    const [before] = await t.database.db.select().from(users).where(eq(users.id, buyer.Id));
    for (const bad of ["Be\u0000a", "Be\u001ba", "Be\na", "Be\u2028a"]) {
      const res = await t.post("/api/Account/EditAccount", { ...accountForm, FirstName: bad }, buyer.auth);
      expectRefused(res, /^FirstName: must not contain control characters/);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, buyer.Id));
    expect(row?.firstName).toBe(before?.firstName);
  });

  it("allow line breaks and tabs in a multi-line field, not NUL", async () => {
    const contact = {
      Name: "Bea",
      Email: "bea@example.com",
      PhoneNumber: "",
      BusinessName: "",
      Message: "Line one\n\tLine two\r\n",
    };
    expect((await t.post("/api/Account/Contact", contact)).statusCode).toBe(200);
    expectRefused(
      await t.post("/api/Account/Contact", { ...contact, Message: "a\u0000b" }),
      /^Message: must not contain control characters \(such as NUL\)/,
    );
  });

  it("refuse NUL in a cart line's free fields, naming the field", async () => {
    const res = await t.post(
      "/api/Store/AddToCart",
      [{ userId: buyer.Id, ItemNo: "X\u0000", product_type: "rigid", Quantity: 1, OrderNotes: "a\nb" }],
      buyer.auth,
    );
    expectRefused(res, /^0\.ItemNo: must not contain control characters/);
    const big = await t.post("/api/Store/AddToCart", [{ userId: buyer.Id, SetId: 2147483648 }], buyer.auth);
    expectRefused(big, /SetId must be at most 2147483647/);
  });
});

describe("file and folder names", () => {
  const root = () => `/ImgLibrary/${buyer.Id}`;
  it.each([
    ["invoice\u202Efdp.exe", /direction-changing/],
    ["\u2066name\u2069", /direction-changing/],
    ["a\u200Fb", /direction-changing/],
    ["<img src=x onerror=alert(1)>", /< and >/],
  ])("refuse the folder name %j", async (name, message) => {
    const res = await t.post("/api/Library/CreateFolder", { folderFrom: root(), folderTo: name }, buyer.auth);
    expectRefused(res, message);
    const tree = await t.post("/api/Library/GetFolderStructure", {}, buyer.auth);
    expect(tree.body).not.toContain(name.slice(1, 4));
  });

  it("keep ordinary names, accents and all", async () => {
    const res = await t.post(
      "/api/Library/CreateFolder",
      { folderFrom: root(), folderTo: "Café Signs (2026)" },
      buyer.auth,
    );
    expect(res.statusCode).toBe(200);
  });
});

describe("Website", () => {
  it.each(["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<b>x</b>", "ftp://example.com", "http://"])(
    "refuses %j",
    async (website) => {
      const res = await t.post("/api/Account/EditAccount", { ...accountForm, Website: website }, buyer.auth);
      expectRefused(res, /Website must be a web address \(http or https\)/);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, buyer.Id));
      expect(JSON.stringify(row)).not.toContain(website);
    },
  );

  it.each(["https://northsidesign.example", "http://example.com/about", "www.example.com"])(
    "accepts %j",
    async (website) => {
      const res = await t.post("/api/Account/EditAccount", { ...accountForm, Website: website }, buyer.auth);
      expect(res.statusCode, res.body).toBe(200);
    },
  );

  it("is refused on the trade application too", async () => {
    const res = await t.post("/api/Account/Apply", {
      CompanyName: "Acme",
      ContactName: "Ann",
      Email: "ann@example.com",
      PhoneNumber: "612-555-0101",
      Address1: "1 Main St",
      City: "Minneapolis",
      State: "MN",
      Zip: "55401",
      Website: "javascript:alert(document.cookie)",
    });
    expectRefused(res, /Website must be a web address/);
  });
});
