import { createHash, randomBytes } from "node:crypto";
import {
  API_KEY_NOT_FOUND,
  API_KEY_OFFICE_MANAGER_ONLY,
  type ApiKey,
  type ApiKeyScope,
  apiKeyScopeNotAllowed,
  COMPANY_KEY_SCOPES,
  type CreatedApiKey,
  SHOP_KEY_SCOPES,
} from "@portal/contract";
import type { Db } from "@portal/db";
import type { MachineKeys } from "../../platform/access.js";
import type { Caller, MachineKey } from "../../platform/auth.js";
import type { Config } from "../../platform/config.js";
import { ApiError, invalid } from "../../platform/http.js";
import { countKeyCall } from "../../platform/rateLimit.js";
import { peopleByIds } from "../identity/users.service.js";
import {
  type ApiKeyRow,
  findKey,
  insertApiKey,
  type KeyOwner,
  keysOf,
  liveKeyByHash,
  revokeKey,
  touchKey,
} from "./apiKeys.repo.js";
import { integrationOwner } from "./owner.js";

/** Every key starts so, which lets secret scanners and people recognise it. */
const KEY_PREFIX = "ptk_";
/** How much of the key lists show. */
const SHOWN_CHARS = KEY_PREFIX.length + 6;

/**
 * SHA-256 of the secret: the secret is 256 random bits, so a fast hash is as safe as a slow one and
 * lets a call find its key by an index (docs/decisions/0039-integration-api.md).
 */
function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Machine keys (docs/product/integration-api.md): a shop's made by staff.admin, a company's by an office manager. */
export class ApiKeysService implements MachineKeys {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  /** The keys the caller manages: the shop's for staff.admin, the company's for an office manager. */
  ownerOf(caller: Caller, kind: "shop" | "company"): KeyOwner {
    return integrationOwner(caller, kind, API_KEY_OFFICE_MANAGER_ONLY);
  }

  async list(owner: KeyOwner): Promise<ApiKey[]> {
    const rows = await keysOf(this.db, owner);
    const people = await peopleByIds(
      this.db,
      rows.map((r) => r.ownerId),
    );
    return rows.map((r) => toApiKey(r, people.get(r.ownerId)?.username ?? ""));
  }

  async create(caller: Caller, owner: KeyOwner, name: string, scopes: ApiKeyScope[]): Promise<CreatedApiKey> {
    const allowed: readonly string[] = owner.customerId === null ? SHOP_KEY_SCOPES : COMPANY_KEY_SCOPES;
    const refused = scopes.filter((s) => !allowed.includes(s));
    if (refused.length > 0) {
      throw invalid(refused.map((s) => ({ field: "scopes", message: apiKeyScopeNotAllowed(s) })));
    }
    const secret = KEY_PREFIX + randomBytes(32).toString("base64url");
    const row = await insertApiKey(this.db, {
      ownerId: caller.id,
      customerId: owner.customerId,
      franchise: owner.franchise,
      name,
      prefix: secret.slice(0, SHOWN_CHARS),
      secretHash: hashSecret(secret),
      scopes,
    });
    return { Key: toApiKey(row, caller.username), Secret: secret };
  }

  async revoke(caller: Caller, owner: KeyOwner, id: number): Promise<void> {
    if (await revokeKey(this.db, owner, id, caller.id)) return;
    // Already revoked: nothing to do; not the owner's (or no such key): 404, the same answer.
    if (!(await findKey(this.db, owner, id))) throw new ApiError("error", API_KEY_NOT_FOUND, 404);
  }

  async authenticate(secret: string): Promise<MachineKey | null> {
    if (!secret.startsWith(KEY_PREFIX) || secret.length > 200) return null;
    const row = await liveKeyByHash(this.db, hashSecret(secret));
    if (!row) return null;
    await countKeyCall(this.db, row.id, this.config.rateLimits.apiKeyCallsPerMinute);
    await touchKey(this.db, row.id);
    return { id: row.id, ownerId: row.ownerId, customerId: row.customerId, scopes: row.scopes };
  }
}

function toApiKey(row: ApiKeyRow, createdBy: string): ApiKey {
  return {
    Id: row.id,
    Name: row.name,
    Prefix: row.prefix,
    Scopes: row.scopes,
    CreatedBy: createdBy,
    CreatedAt: row.createdAt.toISOString(),
    LastUsedAt: iso(row.lastUsedAt),
    RevokedAt: iso(row.revokedAt),
  };
}
