import { Alert, Button, Grid, Group, PasswordInput, Select, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import {
  DEFAULT_COUNTRY,
  DUPLICATE_CARD_MESSAGE,
  emptyCard,
  ManagePaymentRequestSchema,
  PAYMENT_DELETED,
  PAYMENT_SAVED,
  type PaymentOption,
  STATE_NOT_CHOSEN,
} from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { EditDialog, useDeleteAction } from "../../components/EditDialog.js";
import { DialogFooter, EditModalActions, focusOnMount } from "../../components/EditModalActions.js";
import { FormAlert } from "../../components/FormAlert.js";
import { selectOptions, useAccountList } from "../../lib/accountLists.js";
import { paymentQuery } from "./paymentsApi.js";
import { apiPost } from "../../lib/api.js";
import { type FieldLabels, useFormErrors } from "../../lib/formErrors.js";

interface FormValues {
  Name: string;
  CardNo: string;
  CVV: string;
  MonthExpire: string;
  YearExpire: string;
  Address: string;
  Address2: string;
  City: string;
  State: string;
  Zip: string;
  Country: string;
  Phone: string;
  Email: string;
  County: string;
}

/** The form's fields in screen order, with their labels (messages use them). */
const LABELS: FieldLabels = {
  Name: "Name on Card",
  CardNo: "Card Number",
  CVV: "CVV",
  MonthExpire: "Expiration Month",
  YearExpire: "Expiration Year",
  Address: "Billing Address",
  Address2: "Address 2",
  City: "City",
  State: "State",
  Zip: "Zip",
  Country: "Country",
  Phone: "Phone",
  Email: "Email",
};

/** Closer rows on a phone, where the form with every message must fit the screen's height. */
const GAP = { base: "xs", sm: "sm" } as const;

const EMPTY: FormValues = { ...emptyCard(), Phone: "", Email: "", County: "" };

export interface PaymentModalProps {
  userId: number;
  /** '0' adds a card; another key edits that card. */
  ccKey: string;
  onClose(): void;
}

/**
 * Add/edit card modal (docs/product/accounts.md). The card number and CVV live only in this form's
 * state and go straight to the server, which tokenizes them; editing needs the number again.
 */
export default function PaymentModal({ userId, ccKey, onClose }: PaymentModalProps) {
  return (
    <EditDialog
      noun="Payment"
      adding={ccKey === "0"}
      item={paymentQuery(userId, ccKey)}
      loadingLabel="Loading payment method"
      onClose={onClose}
    >
      {(card) =>
        card ? (
          <PaymentForm
            userId={userId}
            ccKey={ccKey}
            maskedCard={card.CardNo}
            initial={{
              ...EMPTY,
              Name: card.Name,
              MonthExpire: card.MonthExpire,
              YearExpire: card.YearExpire,
              Address: card.Address,
              Address2: card.Address2,
              City: card.City,
              State: card.State || STATE_NOT_CHOSEN,
              Zip: card.Zip,
              Country: card.Country || DEFAULT_COUNTRY,
              Phone: card.Phone,
              Email: card.Email,
              County: card.County,
            }}
            onClose={onClose}
          />
        ) : (
          <PaymentForm userId={userId} ccKey="0" initial={EMPTY} onClose={onClose} />
        )
      }
    </EditDialog>
  );
}

function PaymentForm({
  userId,
  ccKey,
  maskedCard,
  initial,
  onClose,
}: {
  userId: number;
  ccKey: string;
  maskedCard?: string;
  initial: FormValues;
  onClose(): void;
}) {
  const adding = ccKey === "0";
  const months = useAccountList("GetMonthList");
  const years = useAccountList("GetYearList");
  const states = useAccountList("GetStateList");
  const countries = useAccountList("GetCountryList");
  const [duplicate, setDuplicate] = useState(false);
  const form = useForm<FormValues>({ mode: "controlled", initialValues: initial });
  const errors = useFormErrors(form, LABELS);

  const requestBody = (confirmDuplicate: boolean) => ({
    ...form.getValues(),
    CCkey: ccKey,
    userId,
    ConfirmDuplicate: confirmDuplicate,
  });

  // The mutation's only variable is the duplicate confirmation: the card data is read from the form
  // when sending, so it is never kept in the query client's mutation cache.
  const save = useMutation({
    mutationFn: (confirmDuplicate: boolean) =>
      apiPost<PaymentOption>("/Account/ManagePayment", requestBody(confirmDuplicate)),
    onSuccess: (reply) => {
      if (reply.Status === "ok") {
        form.setValues({ CardNo: "", CVV: "" });
        notifications.show({ color: "green", message: reply.Message ?? PAYMENT_SAVED });
        onClose();
      } else if (reply.Status === "failed" && (reply.Data as { duplicate?: boolean } | undefined)?.duplicate) {
        setDuplicate(true);
      } else {
        errors.showReply(reply, "The payment method could not be saved.");
      }
    },
    onError: () => errors.showGeneral("The payment method could not be saved. Please try again."),
  });

  const { confirming, setConfirming, remove } = useDeleteAction({
    call: () => apiPost("/Account/DeletePayment", { userId, cckey: ccKey }),
    thing: "payment method",
    deleted: PAYMENT_DELETED,
    showError: errors.showGeneral,
    onDeleted: onClose,
  });

  const submit = form.onSubmit(() => {
    errors.clear();
    setDuplicate(false);
    setConfirming(false);
    if (errors.check(ManagePaymentRequestSchema, requestBody(false))) save.mutate(false);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={adding ? "Add payment" : "Edit payment"}>
      <Stack gap="xs">
        {maskedCard && (
          <Text size="sm">
            Current card: <strong>{maskedCard}</strong>. Enter the card number again to save any change.
          </Text>
        )}
        {/* Several fields a row, so the form with every message still fits a 1280 x 720 screen and, full
            screen, a 390 x 844 phone (issue 17). */}
        <Grid gap={GAP}>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Name on Card" withAsterisk autoComplete="cc-name" {...form.getInputProps("Name")} />
          </Grid.Col>
          <Grid.Col span={{ base: 8, sm: 6 }}>
            <TextInput
              label="Card Number"
              withAsterisk
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={23}
              {...form.getInputProps("CardNo")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 4, sm: 4 }}>
            <PasswordInput
              label="CVV"
              withAsterisk
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              {...form.getInputProps("CVV")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <Select
              label="Expiration Month"
              withAsterisk
              allowDeselect={false}
              data={selectOptions(months.data, form.values.MonthExpire)}
              {...form.getInputProps("MonthExpire")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <Select
              label="Expiration Year"
              withAsterisk
              allowDeselect={false}
              data={selectOptions(years.data, form.values.YearExpire)}
              {...form.getInputProps("YearExpire")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Billing Address"
              withAsterisk
              autoComplete="billing address-line1"
              {...form.getInputProps("Address")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Address 2" autoComplete="billing address-line2" {...form.getInputProps("Address2")} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput
              label="City"
              withAsterisk
              autoComplete="billing address-level2"
              {...form.getInputProps("City")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Select
              label="State"
              withAsterisk
              searchable
              allowDeselect={false}
              data={selectOptions(states.data, form.values.State, STATE_NOT_CHOSEN)}
              {...form.getInputProps("State")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput label="Zip" withAsterisk autoComplete="billing postal-code" {...form.getInputProps("Zip")} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Select
              label="Country"
              withAsterisk
              allowDeselect={false}
              data={selectOptions(countries.data, form.values.Country)}
              {...form.getInputProps("Country")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 6 }}>
            <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps("Phone")} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 6 }}>
            <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps("Email")} />
          </Grid.Col>
        </Grid>
        {(months.isError || years.isError || states.isError || countries.isError) && (
          <Alert color="yellow" role="alert">
            Some lists could not be loaded. Close the form and try again.
          </Alert>
        )}
        <FormAlert message={errors.general} />
        {duplicate ? (
          <DialogFooter>
            <Alert color="yellow" title="Duplicate card">
              <Text size="sm">{DUPLICATE_CARD_MESSAGE}</Text>
              <Group mt="xs">
                <Button loading={save.isPending} onClick={() => save.mutate(true)}>
                  Yes, add it
                </Button>
                <Button
                  variant="default"
                  ref={focusOnMount}
                  onClick={() => setDuplicate(false)}
                  disabled={save.isPending}
                >
                  No
                </Button>
              </Group>
            </Alert>
          </DialogFooter>
        ) : (
          <EditModalActions
            adding={adding}
            confirmDelete={confirming}
            setConfirmDelete={setConfirming}
            deleteQuestion="Delete this payment method?"
            onDelete={() => remove.mutate()}
            deleting={remove.isPending}
            saving={save.isPending}
            onCancel={onClose}
          />
        )}
      </Stack>
    </form>
  );
}
