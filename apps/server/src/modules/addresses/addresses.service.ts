import type { Address, ManageAddressRequestSchema } from "@portal/contract";
import type { Db } from "@portal/db";
import type { z } from "zod";
import { ApiError, forbidden } from "../../platform/http.js";
import {
  type AddressFields,
  type AddressRow,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  toAddress,
  updateAddress,
} from "./addresses.repo.js";

type ManageAddress = z.output<typeof ManageAddressRequestSchema>;

export const ADDRESS_NOT_FOUND = "This address was not found. It may have been deleted.";

/** Shipping addresses of one user. The caller's right to act for that user is checked by the route. */
export class AddressService {
  constructor(private readonly db: Db) {}

  async list(userId: number): Promise<Address[]> {
    return (await listAddresses(this.db, userId)).map(toAddress);
  }

  async get(userId: number, shipKey: string): Promise<Address> {
    return toAddress(await this.owned(userId, shipKey));
  }

  /** ShipKey '0' adds an address; another key edits that address of the user. */
  async save(userId: number, input: ManageAddress): Promise<Address> {
    const fields: AddressFields = {
      firstName: input.FirstName,
      lastName: input.LastName,
      companyName: input.CompanyName,
      address1: input.Address1,
      address2: input.Address2,
      city: input.City,
      state: input.State,
      zip: input.Zip,
      country: input.Country,
      phoneNumber: input.PhoneNumber,
      email: input.Email,
      residential: input.Residential,
      county: input.County,
    };
    if (input.ShipKey === "0") return toAddress(await insertAddress(this.db, userId, fields));
    const row = await this.owned(userId, input.ShipKey);
    return toAddress(await updateAddress(this.db, row.id, fields));
  }

  async remove(userId: number, shipKey: string): Promise<void> {
    const row = await this.owned(userId, shipKey);
    await deleteAddress(this.db, row.id);
  }

  /** An address of this user: another user's (or no such key) is 403; one this user deleted is 404. */
  private async owned(userId: number, shipKey: string): Promise<AddressRow> {
    const row = await findAddress(this.db, Number(shipKey));
    if (!row || row.userId !== userId) throw forbidden();
    if (row.deletedAt) throw new ApiError("error", ADDRESS_NOT_FOUND, 404);
    return row;
  }
}

/** For checkout (a user's address) and the staff customer page (several users' addresses): addresses owns shipping_addresses. */
export { addressesOfUsers, findAddress, toAddress } from "./addresses.repo.js";
