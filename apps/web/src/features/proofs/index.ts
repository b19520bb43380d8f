export { CustomerProofs } from "./CustomerProofs.js";
export { ProofStateBadge, StaffProofs } from "./StaffProofs.js";
