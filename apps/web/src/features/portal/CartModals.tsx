import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { type ImageIssue, ISSUE_MESSAGES } from "@portal/contract";
import { IssueList } from "./IssueList.js";

const CART_BLOCKED_TEXT = "You must fix these errors to continue.";
const CART_WARNING_TEXT = "Before submitting to the cart, be aware of these issues.";

export type CartModalState =
  | { kind: "blocked"; issues: ImageIssue[] }
  | { kind: "warning"; issues: ImageIssue[] }
  | { kind: "success"; message: string; corex: boolean }
  | { kind: "failure"; message: string }
  | null;

export interface CartModalsProps {
  state: CartModalState;
  busy: boolean;
  onClose(): void;
  onAddAnyway(): void;
  onContinue(): void;
  onStepStakes(): void;
  onGoToCart(): void;
}

/** The cart modals of docs/product/cart-and-checkout.md: blocked, warning, success and failure, with the spec's texts. */
export function CartModals({
  state,
  busy,
  onClose,
  onAddAnyway,
  onContinue,
  onStepStakes,
  onGoToCart,
}: CartModalsProps) {
  return (
    <>
      <Modal opened={state?.kind === "blocked"} onClose={onClose} title="Unable to Add to Cart" centered size="lg">
        <Stack>
          <Text>{CART_BLOCKED_TEXT}</Text>
          {state?.kind === "blocked" && <IssueList issues={state.issues} label="Errors" />}
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              Return to Fix Errors
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={state?.kind === "warning"} onClose={onClose} title="Please Review" centered size="lg">
        <Stack>
          <Text>{CART_WARNING_TEXT}</Text>
          {state?.kind === "warning" && <IssueList issues={state.issues} label="Warnings" />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              Return to Fix Warnings
            </Button>
            <Button loading={busy} onClick={onAddAnyway}>
              Add to Cart Anyway
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={state?.kind === "success"} onClose={onContinue} title="Cart" centered>
        <Stack>
          <Text>{state?.kind === "success" ? state.message : ""}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onContinue}>
              Continue Creating
            </Button>
            {state?.kind === "success" && state.corex && (
              <Button variant="light" onClick={onStepStakes}>
                Add Step Stakes
              </Button>
            )}
            <Button onClick={onGoToCart} data-autofocus>
              Go To Cart
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={state?.kind === "failure"} onClose={onClose} title="Cart Error" centered>
        <Stack>
          <Text role="alert">{ISSUE_MESSAGES.AddCartError}</Text>
          {state?.kind === "failure" && state.message && <Text>{state.message}</Text>}
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              Continue Creating
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
