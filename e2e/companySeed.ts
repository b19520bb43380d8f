import { type APIRequestContext, expect } from "@playwright/test";
import { type ApiSession, apiSignIn } from "./helpers.js";

/**
 * A company of a spec's own, made as a real one is: applied for, approved by staff, its contact joined
 * through the invitation as the office manager (docs/product/accounts.md). Specs that change a company's
 * settings use one, so specs running in parallel on the demo companies are not disturbed.
 */
export const COMPANY_PASSWORD = "Harbor-Lantern-58";

interface Person {
  username: string;
  first: string;
  last: string;
  email: string;
}

interface NewCompany {
  name: string;
  customerId: number;
  manager: ApiSession;
  support: ApiSession;
}

/** Signs a user of a new company in (its password is COMPANY_PASSWORD). */
export async function signInWith(api: APIRequestContext, baseUrl: string, username: string): Promise<ApiSession> {
  const res = await api.post(`${baseUrl}/api/users/authenticate`, {
    data: { username, password: COMPANY_PASSWORD, Franchise: "" },
  });
  expect(res.status(), await res.text()).toBe(200);
  const user = (await res.json()).Data as ApiSession["user"];
  return { user, auth: { authorization: `Bearer ${user.JwtToken}` } };
}

/** The newest e-mail to an address whose subject ends so, as staff read the outbox. */
export async function mailTo(
  api: APIRequestContext,
  baseUrl: string,
  support: ApiSession,
  to: string,
  subjectEnd: string,
): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const res = await api.get(`${baseUrl}/api/Staff/Outbox?limit=200`, { headers: support.auth });
      const mails = ((await res.json()).Data ?? []) as { To: string; Subject: string; Text: string }[];
      text = mails.find((m) => m.To === to && m.Subject.endsWith(subjectEnd))?.Text ?? "";
      return text;
    })
    .not.toBe("");
  return text;
}

/** Applies for `name` with `contact` as the contact, approves it as staff and joins as its office manager. */
export async function newCompany(
  api: APIRequestContext,
  baseUrl: string,
  name: string,
  contact: Person,
): Promise<NewCompany> {
  const applied = await api.post(`${baseUrl}/api/Account/Apply`, {
    data: {
      CompanyName: name,
      ContactName: `${contact.first} ${contact.last}`,
      Email: contact.email,
      PhoneNumber: "(651) 555-0112",
      Address1: "12 Summit Ave",
      City: "St. Paul",
      State: "MN",
      Zip: "55102",
      ResaleCertificate: "MN-55-1020",
    },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  const support = await apiSignIn(api, "staff.support", baseUrl);
  const apps = (await (await api.get(`${baseUrl}/api/Staff/Applications`, { headers: support.auth })).json()).Data as {
    Id: number;
    CompanyName: string;
  }[];
  const application = apps.find((a) => a.CompanyName === name)!;
  const approved = await api.post(`${baseUrl}/api/Staff/Applications/${application.Id}/Approve`, {
    headers: support.auth,
    data: { Note: "" },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const customerId = (await approved.json()).Data.CustomerId as number;
  const invite = await mailTo(api, baseUrl, support, contact.email, "");
  const token = invite.match(/accept-invite\?token=([\w-]+)/)![1]!;
  const accepted = await api.post(`${baseUrl}/api/Account/AcceptInvite`, {
    data: {
      Token: token,
      Username: contact.username,
      NewPassword: COMPANY_PASSWORD,
      ConfirmPassword: COMPANY_PASSWORD,
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const manager = await signInWith(api, baseUrl, contact.username);
  return { name, customerId, manager, support };
}
