import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSecondInstance, startTestApp, type TestApp } from "../../test/harness.js";
import { type SignedIn, signIn } from "../../test/signIn.js";

/**
 * Two API instances on one database (two processes behind a load balancer): each keeps the catalog
 * snapshot in memory for minutes, and a staff availability mark made through one, or straight in
 * the database, reaches the other's menus through the database's notification (migration 0024).
 */
describe("the catalog snapshot across two instances", () => {
  let a: TestApp;
  let b: TestApp["app"];
  let ops: SignedIn;
  let sql: (text: string, values: unknown[]) => Promise<void>;
  let closeB: () => Promise<void>;

  beforeAll(async () => {
    a = await startTestApp({ BRAND: "Wholesale" });
    const second = await startSecondInstance(a, { BRAND: "Wholesale" });
    b = second.b.app;
    sql = second.sql;
    closeB = second.close;
    ops = await signIn(a, "staff.ops");
  });
  afterAll(async () => {
    await closeB();
    await a.close();
  });

  const availableOn = async (app: TestApp["app"], itemNo: string) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/TileMenu/GetAllMaterials",
      payload: { userId: 0, product_type: "adhesive", ItemNo: "" },
    });
    const list = JSON.parse(res.json().Data) as { ItemNo: string; Available: boolean }[];
    return list.find((m) => m.ItemNo === itemNo)?.Available;
  };

  it("shows a material staff marked unavailable on one instance as unavailable on the other within a second", async () => {
    // Both instances have the catalog loaded.
    expect(await availableOn(a.app, "ADH-CAL")).toBe(true);
    expect(await availableOn(b, "ADH-CAL")).toBe(true);

    const res = await a.post(
      "/api/Staff/Catalog/Availability",
      { Kind: "material", Key: "ADH-CAL", Available: false },
      ops.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(() => availableOn(b, "ADH-CAL"), { timeout: 1_000, interval: 10 }).toBe(false);
    expect(await availableOn(a.app, "ADH-CAL")).toBe(false);
  });

  it("shows a mark removed in SQL on both instances within a second", async () => {
    await sql("delete from catalog_unavailable where franchise = $1 and key = $2", ["Wholesale", "ADH-CAL"]);
    for (const app of [a.app, b]) {
      await expect.poll(() => availableOn(app, "ADH-CAL"), { timeout: 1_000, interval: 10 }).toBe(true);
    }
  });

  it("ignores another brand's marks", async () => {
    await sql(
      "insert into catalog_unavailable (franchise, kind, key, value, changed_by) values ($1, 'material', $2, '', $3)",
      ["Decor", "ADH-CAL", ops.Id],
    );
    expect(await availableOn(b, "ADH-CAL")).toBe(true);
  });
});
