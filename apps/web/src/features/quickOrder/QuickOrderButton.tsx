import { Alert, Anchor, Button, FileInput, Group, Stack, Table, Text } from "@mantine/core";
import {
  QUICK_ORDER_COLUMNS,
  QUICK_ORDER_MAX_BYTES,
  QUICK_ORDER_TOO_LARGE,
  type QuickOrderCheck,
} from "@portal/contract";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Dialog } from "../../components/Dialog.js";
import { FormAlert } from "../../components/FormAlert.js";
import stacked from "../../components/stackedTable.module.css";
import { fetchData } from "../../lib/api.js";
import { refreshCart } from "../cart/index.js";

const TEMPLATE = `${[...QUICK_ORDER_COLUMNS, "LaminateType", "cut_finish"].join(",")}\nstorefront.pdf,adhesive,ADH-CAL,24,36,2,none,square\n`;
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`;

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** The cart's "Quick order" (docs/product/quick-order.md): a CSV or XLSX checked row by row, then added. */
export function QuickOrderButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => setOpen(true)}>
        Quick order
      </Button>
      {open && <QuickOrderDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function QuickOrderDialog({ onClose }: { onClose(): void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<QuickOrderCheck | null>(null);
  const [error, setError] = useState("");
  const body = async () => {
    if (!file) throw new Error("Choose a CSV or XLSX file.");
    if (file.size > QUICK_ORDER_MAX_BYTES) throw new Error(QUICK_ORDER_TOO_LARGE);
    return { FileName: file.name, Content: await base64Of(file) };
  };
  const check = useMutation({
    mutationFn: async () => fetchData<QuickOrderCheck>("POST", "/Store/QuickOrderCheck", await body()),
    onSuccess: (data) => {
      setError("");
      setChecked(data);
    },
    onError: (err: Error) => setError(err.message),
  });
  const add = useMutation({
    mutationFn: async () => fetchData<{ Added: number }>("POST", "/Store/QuickOrderAdd", await body()),
    onSuccess: async () => {
      await refreshCart(queryClient);
      onClose();
    },
    onError: (err: Error) => setError(err.message),
  });
  const bad = checked?.Rows.filter((r) => r.Errors.length > 0) ?? [];
  // Check file is disabled while it runs, which drops the focus: the result takes it, so a keyboard
  // or screen reader user lands on what the check found (issue 16's keyboard pass).
  const summary = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (checked) summary.current?.focus();
  }, [checked]);
  return (
    <Dialog onClose={onClose} title="Quick order" size="xl" centered>
      <Stack>
        <Text size="sm">
          One row per cart line: {QUICK_ORDER_COLUMNS.join(", ")}, and any option by its name. At most 20 MB and 5,000
          rows.{" "}
          <Anchor href={TEMPLATE_HREF} download="quick-order-template.csv">
            Download the template
          </Anchor>
        </Text>
        <FileInput
          label="CSV or XLSX file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={(f) => {
            setFile(f);
            setChecked(null);
            setError("");
          }}
          clearable
          data-autofocus
        />
        <FormAlert message={error} />
        {checked && (
          <>
            {bad.length > 0 && (
              <Alert color="red" title={`${bad.length} ${bad.length === 1 ? "row has" : "rows have"} errors`}>
                <Stack gap={2} aria-label="Row errors">
                  {bad
                    .flatMap((r) => r.Errors)
                    .map((e) => (
                      <Text key={e} size="sm">
                        {e}
                      </Text>
                    ))}
                </Stack>
              </Alert>
            )}
            <Table.ScrollContainer
              minWidth={560}
              mah={320}
              className={stacked.scroll}
              classNames={{ scrollContainerInner: stacked.scrollInner }}
            >
              <Table className={stacked.table} aria-label="Quick order rows">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Row</Table.Th>
                    <Table.Th>File</Table.Th>
                    <Table.Th>Material</Table.Th>
                    <Table.Th>Size (in)</Table.Th>
                    <Table.Th>Quantity</Table.Th>
                    <Table.Th>Price</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {checked.Rows.map((r) => (
                    <Table.Tr key={r.Row}>
                      <Table.Td data-label="Row">{r.Row}</Table.Td>
                      <Table.Td data-label="File">{r.File}</Table.Td>
                      <Table.Td data-label="Material">{r.Material}</Table.Td>
                      <Table.Td data-label="Size (in)">
                        {r.Width} x {r.Height}
                      </Table.Td>
                      <Table.Td data-label="Quantity">{r.Quantity}</Table.Td>
                      <Table.Td data-label="Price">
                        {r.Errors.length > 0 ? <Text c="red">Error</Text> : r.PriceText}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text fw={700} ref={summary} tabIndex={-1}>
              {checked.GoodRows} good {checked.GoodRows === 1 ? "row" : "rows"}: {checked.TotalText}
            </Text>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {checked && checked.GoodRows > 0 ? (
            <Button loading={add.isPending} onClick={() => add.mutate()}>
              Add {checked.GoodRows} good {checked.GoodRows === 1 ? "row" : "rows"} to cart
            </Button>
          ) : (
            <Button loading={check.isPending} disabled={!file} onClick={() => check.mutate()}>
              Check file
            </Button>
          )}
        </Group>
      </Stack>
    </Dialog>
  );
}
