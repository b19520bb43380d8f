import { Checkbox, Group, NativeSelect, Paper, Radio, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import type { Address, CheckoutForm } from "@portal/contract";
import { NEW_KEY } from "./checkoutForm.js";
import type { listOptions } from "./checkoutLists.js";
import type { FieldProps } from "./useCheckoutFieldErrors.js";

/** Shipping Details: a saved address (shown locked) or a new one, or the billing address. */
export function ShippingAddressSection({
  shipping: s,
  addresses,
  addressLocked,
  terms,
  options,
  field,
  chooseAddress,
  setShipping,
}: {
  shipping: CheckoutForm["Shipping"];
  addresses: Address[];
  addressLocked: boolean;
  /** The terms account pays (no billing address to ship to). */
  terms: boolean;
  options: ReturnType<typeof listOptions>;
  /** A shipping field's input id and message. */
  field: FieldProps;
  chooseAddress: (key: string) => void;
  setShipping: (patch: Partial<CheckoutForm["Shipping"]>) => void;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="shipping-title">
      <Stack>
        <Title order={2} id="shipping-title">
          Shipping Details
        </Title>
        <NativeSelect
          label="Ship to"
          value={s.ShipKey}
          data={[
            ...addresses.map((a) => ({
              value: a.ShipKey,
              label: `${a.FirstName} ${a.LastName}, ${a.Address1}, ${a.City} ${a.State} ${a.Zip}`,
            })),
            { value: NEW_KEY, label: "New address" },
          ]}
          onChange={(e) => chooseAddress(e.currentTarget.value)}
        />
        {!addressLocked && !terms && (
          <Checkbox
            label="Use billing address as shipping address"
            checked={s.ShipToBilling}
            onChange={(e) => setShipping({ ShipToBilling: e.currentTarget.checked })}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            {...field("FirstName")}
            value={s.FirstName}
            disabled={addressLocked}
            onChange={(e) => setShipping({ FirstName: e.currentTarget.value })}
          />
          <TextInput
            label="Last name"
            {...field("LastName")}
            value={s.LastName}
            disabled={addressLocked}
            onChange={(e) => setShipping({ LastName: e.currentTarget.value })}
          />
          <TextInput
            label="Company name"
            value={s.CompanyName}
            disabled={addressLocked}
            onChange={(e) => setShipping({ CompanyName: e.currentTarget.value })}
          />
          <TextInput
            label="Shipping address"
            {...field("Address1")}
            value={s.Address1}
            disabled={addressLocked}
            onChange={(e) => setShipping({ Address1: e.currentTarget.value })}
          />
          <TextInput
            label="Shipping address 2"
            value={s.Address2}
            disabled={addressLocked}
            onChange={(e) => setShipping({ Address2: e.currentTarget.value })}
          />
          <TextInput
            label="Shipping city"
            {...field("City")}
            value={s.City}
            disabled={addressLocked}
            onChange={(e) => setShipping({ City: e.currentTarget.value })}
          />
          <NativeSelect
            label="Shipping state"
            {...field("State")}
            value={s.State}
            disabled={addressLocked}
            data={options.state(s.State)}
            onChange={(e) => setShipping({ State: e.currentTarget.value })}
          />
          <TextInput
            label="Shipping zip"
            {...field("Zip")}
            value={s.Zip}
            disabled={addressLocked}
            onChange={(e) => setShipping({ Zip: e.currentTarget.value })}
          />
          <NativeSelect
            label="Shipping country"
            {...field("Country")}
            value={s.Country}
            disabled={addressLocked}
            data={options.country(s.Country)}
            onChange={(e) => setShipping({ Country: e.currentTarget.value })}
          />
          <TextInput
            label="County"
            value={s.County}
            disabled={addressLocked}
            onChange={(e) => setShipping({ County: e.currentTarget.value })}
          />
          <TextInput
            label="Phone number"
            {...field("PhoneNumber")}
            value={s.PhoneNumber}
            disabled={addressLocked}
            onChange={(e) => setShipping({ PhoneNumber: e.currentTarget.value })}
          />
          <TextInput
            label="Email"
            value={s.Email}
            disabled={addressLocked}
            onChange={(e) => setShipping({ Email: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Radio.Group
          label="Address type"
          error={field("Residential").error}
          value={s.Residential === null ? "" : s.Residential ? "residence" : "business"}
          onChange={(v) => !addressLocked && setShipping({ Residential: v === "residence" })}
        >
          <Group mt="xs">
            <Radio value="business" label="Business" id={field("Residential").id} disabled={addressLocked} />
            <Radio value="residence" label="Residence" disabled={addressLocked} />
          </Group>
        </Radio.Group>
      </Stack>
    </Paper>
  );
}
