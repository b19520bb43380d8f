/** Single-use tokens (password reset, invitation, staff sign-in link) for the other modules. */
export { consumeToken, findLiveToken, issueOneTimeToken } from "./oneTimeTokens.repo.js";
