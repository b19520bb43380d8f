import type { Db } from "@portal/db";
import type { AuthUsers } from "../../platform/auth.js";
import { RefreshTokens } from "./refreshTokens.repo.js";
import { callerRowQuery, findUser, type Person, peopleByIds, type UserChanges, updateUser } from "./users.repo.js";

export { removeEndedThrottle } from "./throttle.repo.js";

/** One user's name, e-mail and order e-mail setting (see peopleByIds). */
export async function person(db: Db, id: number): Promise<Person | undefined> {
  return (await peopleByIds(db, [id])).get(id);
}

/**
 * Users, their companies and their sessions, for the other modules: identity owns the users,
 * customers and refresh-token tables (docs/ARCHITECTURE.md, Table owners).
 */
export {
  activeRefreshTokens,
  activeUsersByEmail,
  allUsersWithCompany,
  anyUser,
  type CustomerRow,
  customerUsers,
  findCustomer,
  findUser,
  hasTermsAccount,
  insertUser,
  isUniqueViolation,
  officeManagers,
  type Person,
  peopleByIds,
  type UserChanges,
  type UserRow,
  updateUser,
  usernameTaken,
  userWithCustomer,
} from "./users.repo.js";

export {
  changesOf,
  customerList,
  insertChanges,
  insertCustomer,
  lockCustomer,
  type NewChange,
  setUserShowPrice,
  updateCustomer,
} from "./customers.repo.js";

/** Ends every session of the user (all refresh tokens revoked), in the caller's transaction. */
export async function endSessions(tx: Db, userId: number): Promise<void> {
  await new RefreshTokens(tx, 0).revokeAllForUser(userId, tx);
}

/** Changes the user and ends every session of theirs, in one transaction. */
export async function updateUserAndEndSessions(db: Db, userId: number, changes: UserChanges): Promise<void> {
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, changes);
    await endSessions(tx, userId);
  });
}

/** What the access hook reads (platform/auth.ts): the caller's row, prepared once, and a user by id. */
export function authUsers(db: Db): AuthUsers {
  const callerRow = callerRowQuery(db);
  return {
    callerRow: (args) => callerRow.execute(args),
    findUser: (id) => findUser(db, id),
  };
}
