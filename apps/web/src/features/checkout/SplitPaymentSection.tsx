import {
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type CheckoutForm, formatCentsUsd } from "@portal/contract";
import { splitAmounts } from "./checkoutForm.js";
import type { listOptions } from "./checkoutLists.js";
import type { FieldProps } from "./useCheckoutFieldErrors.js";

/** Split Payment: a second card and the two amounts, which together make the order total. */
export function SplitPaymentSection({
  form,
  split,
  toggleSplit,
  orderTotalCents,
  options,
  field,
  set,
}: {
  form: CheckoutForm;
  split: boolean;
  toggleSplit: (on: boolean) => void;
  orderTotalCents: number;
  options: ReturnType<typeof listOptions>;
  /** A second-card field's input id and message. */
  field: FieldProps;
  set: (patch: Partial<CheckoutForm>) => void;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="split-title">
      <Stack>
        <Title order={2} id="split-title">
          Split Payment
        </Title>
        <Checkbox
          label="Split the payment over two cards"
          checked={split}
          onChange={(e) => toggleSplit(e.currentTarget.checked)}
        />
        {split && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label="First card amount"
                prefix="$"
                decimalScale={2}
                min={0}
                value={form.FirstCardAmount}
                onChange={(v) => {
                  const [first, second] = splitAmounts(Number(v) || 0, orderTotalCents);
                  set({ FirstCardAmount: first, SecondCardAmount: second });
                }}
              />
              <NumberInput
                label="Second card amount"
                prefix="$"
                decimalScale={2}
                min={0}
                value={form.SecondCardAmount}
                onChange={(v) => {
                  const [second, first] = splitAmounts(Number(v) || 0, orderTotalCents);
                  set({ FirstCardAmount: first, SecondCardAmount: second });
                }}
              />
              <TextInput
                label="Second card name"
                {...field("SecondName")}
                value={form.SecondName}
                onChange={(e) => set({ SecondName: e.currentTarget.value })}
              />
              <TextInput
                label="Second card number"
                {...field("SecondCardNo")}
                value={form.SecondCardNo}
                onChange={(e) => set({ SecondCardNo: e.currentTarget.value })}
              />
              <TextInput
                label="Second card CVV"
                {...field("SecondCVV")}
                value={form.SecondCVV}
                maxLength={4}
                onChange={(e) => set({ SecondCVV: e.currentTarget.value })}
              />
              <Group grow>
                <NativeSelect
                  label="Second card expiry month"
                  {...field("SecondMonthExpire")}
                  value={form.SecondMonthExpire}
                  data={options.month(form.SecondMonthExpire)}
                  onChange={(e) => set({ SecondMonthExpire: e.currentTarget.value })}
                />
                <NativeSelect
                  label="Second card expiry year"
                  {...field("SecondYearExpire")}
                  value={form.SecondYearExpire}
                  data={options.year(form.SecondYearExpire)}
                  onChange={(e) => set({ SecondYearExpire: e.currentTarget.value })}
                />
              </Group>
              <TextInput
                label="Second card address"
                {...field("SecondAddress")}
                value={form.SecondAddress}
                onChange={(e) => set({ SecondAddress: e.currentTarget.value })}
              />
              <TextInput
                label="Second card city"
                {...field("SecondCity")}
                value={form.SecondCity}
                onChange={(e) => set({ SecondCity: e.currentTarget.value })}
              />
              <NativeSelect
                label="Second card state"
                {...field("SecondState")}
                value={form.SecondState}
                data={options.state(form.SecondState)}
                onChange={(e) => set({ SecondState: e.currentTarget.value })}
              />
              <TextInput
                label="Second card zip"
                {...field("SecondZip")}
                value={form.SecondZip}
                onChange={(e) => set({ SecondZip: e.currentTarget.value })}
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              Order total: {formatCentsUsd(orderTotalCents)}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
