import { Accordion, Badge, Button, Grid, Group, Image, List, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { StaffOrderLine } from "@portal/contract";
import { formatUsd } from "@portal/contract";
import { IconDownload, IconPrinter } from "@tabler/icons-react";

export interface LinePanelProps {
  line: StaffOrderLine;
  busy: boolean;
  onDownload(line: StaffOrderLine): void;
  onTicket(line: StaffOrderLine): void;
}

const size = (l: StaffOrderLine) =>
  l.WidthIn !== null && l.HeightIn !== null ? `${l.WidthIn} x ${l.HeightIn} in` : "";

/** One line of the workspace: what to print, its artwork and the artwork check. */
export function LinePanel({ line: l, busy, onDownload, onTicket }: LinePanelProps) {
  const headingId = `line-${l.LineId}-heading`;
  if (l.Kind !== "product") {
    return (
      <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
        <Group justify="space-between">
          <Title order={3} size="h5" id={headingId}>
            Line {l.LineNo}: {l.Product || l.ItemNo}
          </Title>
          <Text size="sm">
            {l.Quantity} × · {formatUsd(l.Price)}
          </Text>
        </Group>
      </Paper>
    );
  }
  const p = l.Preflight;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          {l.ThumbnailUrl ? (
            <Image src={l.ThumbnailUrl} alt={`Artwork of line ${l.LineNo}: ${l.Filename}`} h={140} fit="contain" />
          ) : (
            <Text size="xs" c="dimmed">
              No thumbnail
            </Text>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <Group justify="space-between" align="flex-start">
            <Title order={3} size="h4" id={headingId}>
              Line {l.LineNo}: {l.Product}
            </Title>
            <Group gap={6}>
              {l.Shipped && (
                <Badge color="teal" variant="light">
                  Shipped
                </Badge>
              )}
            </Group>
          </Group>
          <dl style={{ margin: 0, display: "grid", gridTemplateColumns: "max-content 1fr", gap: "2px 12px" }}>
            <Term label="Item">{l.ItemNo}</Term>
            <Term label="Product type">{l.ProductType}</Term>
            <Term label="Material">{l.Material || "—"}</Term>
            <Term label="Size">{size(l) || "—"}</Term>
            <Term label="Quantity">{l.Quantity}</Term>
            <Term label="Price">{formatUsd(l.Price)}</Term>
            <Term label="File">{l.Filename || "—"}</Term>
          </dl>
          {l.Options.length > 0 && (
            <>
              <Text size="sm" fw={700} mt="sm">
                Options
              </Text>
              <List size="sm" aria-label={`Options of line ${l.LineNo}`}>
                {l.Options.map((o) => (
                  <List.Item key={o.Name}>
                    {o.Name}: {o.Value}
                  </List.Item>
                ))}
              </List>
            </>
          )}
          {l.Services.length > 0 && (
            <>
              <Text size="sm" fw={700} mt="sm">
                Services
              </Text>
              <List size="sm" aria-label={`Services of line ${l.LineNo}`}>
                {l.Services.map((s) => (
                  <List.Item key={s}>{s}</List.Item>
                ))}
              </List>
            </>
          )}
          {l.AcceptedWarnings.length > 0 && (
            <>
              <Text size="sm" fw={700} mt="sm" c="orange.8">
                Warnings the customer accepted (Add Anyway)
              </Text>
              <List size="sm" aria-label={`Accepted warnings of line ${l.LineNo}`}>
                {l.AcceptedWarnings.map((w) => (
                  <List.Item key={w}>{w}</List.Item>
                ))}
              </List>
            </>
          )}
          <Group gap="xs" mt="sm">
            {l.ArtworkPath && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() => onDownload(l)}
                disabled={busy}
                aria-label={`Download artwork of line ${l.LineNo}${l.Filename ? ` (${l.Filename})` : ""}`}
              >
                Download artwork
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPrinter size={14} aria-hidden />}
              onClick={() => onTicket(l)}
              disabled={busy}
              aria-label={`Print line ticket, line ${l.LineNo}`}
            >
              Print line ticket
            </Button>
          </Group>
        </Grid.Col>
      </Grid>
      {p && (
        <Accordion variant="contained" mt="sm" chevronPosition="left">
          <Accordion.Item value="preflight">
            <Accordion.Control>
              Preflight report of line {l.LineNo}
              {p.errors.length > 0 && ` · ${p.errors.length} error${p.errors.length === 1 ? "" : "s"}`}
              {p.warnings.length > 0 && ` · ${p.warnings.length} warning${p.warnings.length === 1 ? "" : "s"}`}
            </Accordion.Control>
            <Accordion.Panel>
              <PreflightReport preflight={p} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}
    </Paper>
  );
}

function Term({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </>
  );
}

const yesNo = (v: boolean | null | undefined) => (v === null || v === undefined ? "Unknown" : v ? "Yes" : "No");

function PreflightReport({ preflight: p }: { preflight: NonNullable<StaffOrderLine["Preflight"]> }) {
  const rows: [string, string][] = [
    ["Check", p.status],
    ["Page size", p.widthIn !== null && p.heightIn !== null ? `${p.widthIn} x ${p.heightIn} in` : "Unknown"],
    ["Pages", p.pageCount === null ? "Unknown" : String(p.pageCount)],
    ["Lowest image resolution", p.minEffectivePpi === null ? "No images" : `${Math.round(p.minEffectivePpi)} ppi`],
    ["Fonts", p.fonts.length > 0 ? p.fonts.join(", ") : "None"],
    ["Spot colours", p.spotColors.length > 0 ? p.spotColors.join(", ") : "None"],
    ["Live text", yesNo(p.liveText)],
    ["White space around the art", yesNo(p.hasWhitespace)],
    ["Overprint fill", yesNo(p.overprintFill)],
    ["Encrypted", yesNo(p.encrypted)],
  ];
  return (
    <Stack gap="sm">
      {p.errors.length > 0 && (
        <div>
          <Text size="sm" fw={700} c="red.8">
            Errors
          </Text>
          <List size="sm">
            {p.errors.map((e) => (
              <List.Item key={e}>{e}</List.Item>
            ))}
          </List>
        </div>
      )}
      {p.warnings.length > 0 && (
        <div>
          <Text size="sm" fw={700} c="orange.8">
            Warnings
          </Text>
          <List size="sm">
            {p.warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        </div>
      )}
      {p.errors.length === 0 && p.warnings.length === 0 && <Text size="sm">No errors or warnings.</Text>}
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {rows.map(([k, v]) => (
            <Table.Tr key={k}>
              <Table.Th scope="row" fw={500} c="dimmed" w={220}>
                {k}
              </Table.Th>
              <Table.Td>{v}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
