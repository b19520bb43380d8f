import { Alert, Group, Radio, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import {
  ADDRESS_UPDATED,
  type Address,
  emptyAddress,
  ManageAddressRequestSchema,
  STATE_NOT_CHOSEN,
} from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { EditDialog, useDeleteAction } from "../../components/EditDialog.js";
import { EditModalActions } from "../../components/EditModalActions.js";
import { FormAlert } from "../../components/FormAlert.js";
import { selectOptions, useAccountList } from "../../lib/accountLists.js";
import { addressQuery } from "./addressesApi.js";
import { apiPost } from "../../lib/api.js";
import { type FieldLabels, useFormErrors } from "../../lib/formErrors.js";

type FormValues = Omit<Address, "userId" | "Residential"> & { Residential: "true" | "false" };

/** The form's fields in screen order, with their labels (messages use them). */
const LABELS: FieldLabels = {
  FirstName: "First Name",
  LastName: "Last Name",
  CompanyName: "Company",
  Address1: "Address",
  Address2: "Address 2",
  City: "City",
  State: "State",
  Zip: "Zip",
  Country: "Country",
  PhoneNumber: "Phone",
  Email: "Email",
  Residential: "Address type",
};

export interface AddressModalProps {
  userId: number;
  /** '0' adds a new address; another key edits that address. */
  shipKey: string;
  onClose(): void;
}

/**
 * Add/edit address modal (docs/product/accounts.md): loads the state and country lists on open, starts
 * with clean messages, and in edit mode offers Delete with a confirmation first.
 */
export default function AddressModal({ userId, shipKey, onClose }: AddressModalProps) {
  return (
    <EditDialog
      noun="Address"
      adding={shipKey === "0"}
      item={addressQuery(userId, shipKey)}
      loadingLabel="Loading address"
      onClose={onClose}
    >
      {(address) => <AddressForm userId={userId} initial={address ?? emptyAddress()} onClose={onClose} />}
    </EditDialog>
  );
}

function AddressForm({
  userId,
  initial,
  onClose,
}: {
  userId: number;
  initial: Omit<Address, "userId">;
  onClose(): void;
}) {
  const adding = initial.ShipKey === "0";
  const states = useAccountList("GetStateList");
  const countries = useAccountList("GetCountryList");
  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: {
      ...initial,
      State: initial.State || STATE_NOT_CHOSEN,
      Residential: String(initial.Residential) as "true" | "false",
    },
  });
  const errors = useFormErrors(form, LABELS);

  const save = useMutation({
    mutationFn: (body: unknown) => apiPost<Address>("/Account/ManageAddress", body),
    onSuccess: (reply) => {
      if (reply.Status === "ok") {
        notifications.show({ color: "green", message: reply.Message ?? ADDRESS_UPDATED });
        onClose();
      } else {
        errors.showReply(reply, "The address could not be saved.");
      }
    },
    onError: () => errors.showGeneral("The address could not be saved. Please try again."),
  });

  const { confirming, setConfirming, remove } = useDeleteAction({
    call: () => apiPost("/Account/DeleteAddress", { userId, shipkey: initial.ShipKey }),
    thing: "address",
    deleted: "Address deleted.",
    showError: errors.showGeneral,
    onDeleted: onClose,
  });

  const submit = form.onSubmit((values) => {
    errors.clear();
    setConfirming(false);
    const body = { ...values, Residential: values.Residential === "true", userId };
    if (errors.check(ManageAddressRequestSchema, body)) save.mutate(body);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={adding ? "Add address" : "Edit address"}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First Name" withAsterisk autoComplete="given-name" {...form.getInputProps("FirstName")} />
          <TextInput label="Last Name" withAsterisk autoComplete="family-name" {...form.getInputProps("LastName")} />
        </SimpleGrid>
        <TextInput label="Company" autoComplete="organization" {...form.getInputProps("CompanyName")} />
        <TextInput label="Address" withAsterisk autoComplete="address-line1" {...form.getInputProps("Address1")} />
        <TextInput label="Address 2" autoComplete="address-line2" {...form.getInputProps("Address2")} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="City" withAsterisk autoComplete="address-level2" {...form.getInputProps("City")} />
          <Select
            label="State"
            withAsterisk
            searchable
            allowDeselect={false}
            data={selectOptions(states.data, form.values.State, STATE_NOT_CHOSEN)}
            {...form.getInputProps("State")}
          />
          <TextInput label="Zip" withAsterisk autoComplete="postal-code" {...form.getInputProps("Zip")} />
        </SimpleGrid>
        <Select
          label="Country"
          withAsterisk
          allowDeselect={false}
          data={selectOptions(countries.data, form.values.Country)}
          {...form.getInputProps("Country")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps("PhoneNumber")} />
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps("Email")} />
        </SimpleGrid>
        <Radio.Group label="Address type" {...form.getInputProps("Residential")}>
          <Group mt={6}>
            <Radio value="true" label="Residence" />
            <Radio value="false" label="Business" />
          </Group>
        </Radio.Group>
        {(states.isError || countries.isError) && (
          <Alert color="yellow" role="alert">
            The state and country lists could not be loaded. Close the form and try again.
          </Alert>
        )}
        <FormAlert message={errors.general} />
        <EditModalActions
          adding={adding}
          confirmDelete={confirming}
          setConfirmDelete={setConfirming}
          deleteQuestion="Delete this address?"
          onDelete={() => remove.mutate()}
          deleting={remove.isPending}
          saving={save.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
