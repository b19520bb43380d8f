import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import {
  type Cart,
  type CartProduct,
  type CartService,
  cartLineEditable,
  formatCentsUsd,
  PRICE_NOT_AVAILABLE,
  type ServiceItem,
} from "@portal/contract";
import { IconMinus, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { useBrand } from "../../app/BrandProvider.js";
import { useSession } from "../../app/SessionProvider.js";
import { ConfirmModal } from "../../components/ConfirmModal.js";
import { PageLoader } from "../../components/PageLoader.js";
import stacked from "../../components/stackedTable.module.css";
import { api, fetchData } from "../../lib/api.js";
import { ColorMatchingModal } from "./ColorMatchingModal.js";
import { refreshCart, useCart } from "./cartApi.js";
import { PantoneChartModal } from "./PantoneChartModal.js";
import { QuickOrderButton } from "../quickOrder/index.js";
import { SaveCartButton } from "../savedCarts/index.js";
import { LoadError } from "../../components/LoadError.js";

const MINIMUM_CHARGE_LABEL = "$150 Minimum Purchase Charge";

/** Cart screen (docs/product/cart-and-checkout.md). */
export default function CartPage() {
  const { user } = useSession();
  const userId = user?.Id ?? 0;
  const cart = useCart(userId);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>Cart</Title>
        {cart.isPending ? (
          <PageLoader />
        ) : cart.isError ? (
          <LoadError what="The cart" message={cart.error.message} />
        ) : cart.data.Status === "nodata" ? (
          <Stack>
            <Title order={2}>{cart.data.Message}</Title>
            <Group>
              <Button component={Link} to="/wizard" variant="light">
                Start an order
              </Button>
              <QuickOrderButton />
              <Button component={Link} to="/account/saved-carts" variant="subtle">
                Saved Carts
              </Button>
            </Group>
          </Stack>
        ) : cart.data.Status !== "ok" || !cart.data.Data ? (
          <LoadError what="The cart" message={cart.data.Message} />
        ) : (
          <CartContent userId={userId} cart={cart.data.Data} />
        )}
        {cart.data?.Status !== "ok" && <ServiceCards userId={userId} hasCorex={false} />}
      </Stack>
    </Container>
  );
}

function CartContent({ userId, cart }: { userId: number; cart: Cart }) {
  const queryClient = useQueryClient();
  const brand = useBrand();
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const [clearing, setClearing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (path: string, body: unknown) => {
    const reply = await api("POST", path, { userId, ...(body as object) });
    if (reply.Status !== "ok") throw new Error(reply.Message || "The cart could not be changed.");
  };
  const onError = (err: Error) => setError(err.message);
  const onSuccess = async () => {
    setError(null);
    await refreshCart(queryClient);
  };

  const quantity = useMutation({
    mutationFn: ({ cartId, qty }: { cartId: number; qty: number }) => run("/Store/UpdateQuantity", { cartId, qty }),
    onSuccess,
    onError,
  });
  const remove = useMutation({
    mutationFn: (cartId: number) => run("/Store/DeleteCartItem", { cartId }),
    onSuccess: async () => {
      setDeleting(null);
      await onSuccess();
    },
    onError,
  });
  const clear = useMutation({
    mutationFn: () => run("/Store/ClearCart", {}),
    onSuccess: async () => {
      setClearing(false);
      await onSuccess();
    },
    onError,
  });

  const priceText = (line: { PriceText: string }) => (cart.PriceHidden ? PRICE_NOT_AVAILABLE : line.PriceText);

  return (
    <Stack gap="lg">
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Table.ScrollContainer
        minWidth={720}
        className={stacked.scroll}
        classNames={{ scrollContainerInner: stacked.scrollInner }}
      >
        <Table verticalSpacing="sm" aria-label="Cart items" className={stacked.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Image</Table.Th>
              <Table.Th>Product</Table.Th>
              <Table.Th>Quantity</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>
                <Text span size="sm" fw={700}>
                  Actions
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cart.products.map((line) => (
              <ProductRow
                key={line.CartID}
                line={line}
                price={priceText(line)}
                busy={quantity.isPending}
                onQuantity={(qty) => quantity.mutate({ cartId: line.CartID, qty })}
                onDelete={() => setDeleting({ id: line.CartID, name: line.ItemDesc })}
              />
            ))}
            {cart.services.map((line) => (
              <ServiceRow
                key={line.CartID}
                line={line}
                price={priceText(line)}
                onDelete={() => setDeleting({ id: line.CartID, name: line.ItemDesc })}
              />
            ))}
            {brand.switches.portalPricing && cart.minimumCharge && (
              <Table.Tr>
                <Table.Td />
                <Table.Td data-label="Product">{MINIMUM_CHARGE_LABEL}</Table.Td>
                <Table.Td data-label="Quantity">1</Table.Td>
                <Table.Td data-label="Price">{cart.minimumCharge.PriceText}</Table.Td>
                <Table.Td />
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Group justify="space-between" align="center">
        <Group gap="xs">
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setClearing(true)}
          >
            Clear Cart
          </Button>
          <SaveCartButton />
          <QuickOrderButton />
          <Button component={Link} to="/account/saved-carts" variant="subtle">
            Saved Carts
          </Button>
        </Group>
        <Group>
          <Text fw={700} size="lg" aria-label="Cart total">
            Total: {cart.PriceHidden ? PRICE_NOT_AVAILABLE : formatCentsUsd(cart.TotalCents)}
          </Text>
          <Button component={Link} to="/store/checkout" size="md">
            Checkout
          </Button>
        </Group>
      </Group>

      <ServiceCards userId={userId} hasCorex={cart.HasCorex} />

      <ConfirmModal
        opened={deleting !== null}
        title="Remove Item"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      >
        <Text>Are you sure you wish to remove {deleting?.name} from your cart?</Text>
      </ConfirmModal>
      <ConfirmModal
        opened={clearing}
        title="Clear Cart"
        confirmLabel="Clear Cart"
        busy={clear.isPending}
        onConfirm={() => clear.mutate()}
        onCancel={() => setClearing(false)}
      >
        <Text>Are you sure you wish to remove every item from your cart?</Text>
      </ConfirmModal>
    </Stack>
  );
}

function ProductRow({
  line,
  price,
  busy,
  onQuantity,
  onDelete,
}: {
  line: CartProduct;
  price: string;
  busy: boolean;
  onQuantity(qty: number): void;
  onDelete(): void;
}) {
  const editable = cartLineEditable(line.product_type, line.ItemNo);
  return (
    <Table.Tr>
      <Table.Td w={140}>
        {line.ImageMissing ? (
          <Text size="sm" c="red" maw={200}>
            {line.ImageMessage}
          </Text>
        ) : (
          <Image src={line.ImageUrl} alt={line.Filename || line.ItemDesc} w={120} h={90} fit="contain" />
        )}
      </Table.Td>
      <Table.Td data-label="Product">
        <Text fw={600}>{line.ItemDesc}</Text>
        {line.Filename && (
          <Text size="sm" c="dimmed">
            {line.Filename}
          </Text>
        )}
        {line.Details.length > 0 && (
          <Text size="sm" c="dimmed" data-testid="line-details">
            {line.Details.join(" · ")}
          </Text>
        )}
        {line.PriceError && (
          <Text size="sm" c="red">
            {line.PriceError}
          </Text>
        )}
      </Table.Td>
      <Table.Td data-label="Quantity">
        <Group gap="xs" wrap="nowrap">
          {line.Quantity > 1 && (
            <ActionIcon
              variant="default"
              aria-label={`Decrease quantity of ${line.ItemDesc}`}
              disabled={busy}
              onClick={() => onQuantity(line.Quantity - 1)}
            >
              <IconMinus size={14} aria-hidden />
            </ActionIcon>
          )}
          <Text aria-label={`Quantity of ${line.ItemDesc}`} miw={24} ta="center">
            {line.Quantity}
          </Text>
          <ActionIcon
            variant="default"
            aria-label={`Increase quantity of ${line.ItemDesc}`}
            disabled={busy || line.Quantity >= 999}
            onClick={() => onQuantity(line.Quantity + 1)}
          >
            <IconPlus size={14} aria-hidden />
          </ActionIcon>
        </Group>
      </Table.Td>
      <Table.Td data-label="Price">{price}</Table.Td>
      <Table.Td data-label="Actions">
        <Group gap="xs" wrap="nowrap">
          {editable && (
            <Button
              component={Link}
              to={`/portal/${line.CartID}`}
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={`Edit ${line.ItemDesc}`}
            >
              Edit
            </Button>
          )}
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDelete}
            aria-label={`Delete ${line.ItemDesc}`}
          >
            Delete
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function ServiceRow({ line, price, onDelete }: { line: CartService; price: string; onDelete(): void }) {
  return (
    <Table.Tr>
      <Table.Td w={140}>
        {line.ImageUrl && <Image src={line.ImageUrl} alt={line.ItemDesc} w={120} h={90} fit="contain" />}
      </Table.Td>
      <Table.Td data-label="Product">
        <Text fw={600}>{line.ItemDesc}</Text>
        {line.Filename && (
          <Text size="sm" c="dimmed">
            {line.Filename}
          </Text>
        )}
        {line.Colors.length > 0 && <Text size="sm">Colors: {line.Colors.join(", ")}</Text>}
      </Table.Td>
      <Table.Td data-label="Quantity">{line.Quantity}</Table.Td>
      <Table.Td data-label="Price">{price}</Table.Td>
      <Table.Td data-label="Actions">
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={onDelete}
          aria-label={`Delete ${line.ItemDesc}`}
        >
          Delete
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** The add-on service cards (GetServiceItems) and, with a Corex line, the Step Stakes card. */
function ServiceCards({ userId, hasCorex }: { userId: number; hasCorex: boolean }) {
  const brand = useBrand();
  const [open, setOpen] = useState<ServiceItem["Tag"] | null>(null);
  const [details, setDetails] = useState<ServiceItem | null>(null);
  const services = useQuery({
    queryKey: ["serviceItems", userId],
    enabled: userId > 0,
    queryFn: () => fetchData<ServiceItem[]>("GET", "/Store/GetServiceItems"),
  });
  const items = services.data ?? [];
  const colorMatching = items.find((s) => s.Tag === "colormatching");
  const showStakes = hasCorex && brand.switches.accessories;
  if (items.length === 0 && !showStakes) return null;

  return (
    <Stack>
      <Title order={2}>Add-on Services</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {items.map((s) => (
          <Card key={s.ItemNo} withBorder padding="md">
            <Card.Section>
              {/* The picture's own 8:5 shape, so its caption is not cut off on a phone (issue 17). */}
              <Image src={s.ImageUrl} alt={s.Name} fit="cover" style={{ aspectRatio: "8 / 5" }} />
            </Card.Section>
            <Stack gap="xs" mt="sm">
              <Title order={3} size="h4">
                {s.Name}
              </Title>
              <Text>{s.PriceText}</Text>
              <Group>
                <Button onClick={() => setOpen(s.Tag)} aria-label={`Add ${s.Name}`}>
                  Add
                </Button>
                <Button variant="default" onClick={() => setDetails(s)} aria-label={`Details of ${s.Name}`}>
                  Details
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
        {showStakes && (
          <Card withBorder padding="md">
            <Stack gap="xs">
              <Title order={3} size="h4">
                Step Stakes
              </Title>
              <Text>Your cart has Corex signs. Add step stakes to stand them up.</Text>
              <Anchor component={Link} to="/store/miscellaneous">
                Add Step Stakes
              </Anchor>
            </Stack>
          </Card>
        )}
      </SimpleGrid>
      <Modal opened={details !== null} onClose={() => setDetails(null)} title={details?.Name} centered>
        <Stack>
          <Text>{details?.Description}</Text>
          {details && details.ExtraBusinessDays > 0 && (
            <Text size="sm" c="dimmed">
              Adds {details.ExtraBusinessDays} business day(s) to production.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDetails(null)}>
              Close
            </Button>
          </Group>
        </Stack>
      </Modal>
      <PantoneChartModal userId={userId} opened={open === "pantonechart"} onClose={() => setOpen(null)} />
      <ColorMatchingModal
        userId={userId}
        opened={open === "colormatching"}
        description={colorMatching?.Description ?? ""}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
