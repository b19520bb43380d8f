import { Anchor, Container, Stack, Title } from "@mantine/core";
import type { Address, PaymentOption } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSession } from "../../app/SessionProvider.js";
import { PageLoader } from "../../components/PageLoader.js";
import { fetchData } from "../../lib/api.js";
import { useCart } from "../cart/index.js";
import { usePaymentList } from "../payments/index.js";
import { CheckoutScreen } from "./CheckoutScreen.js";
import { LoadError } from "../../components/LoadError.js";

/** Checkout screen (docs/product/cart-and-checkout.md). */
export default function CheckoutPage() {
  const { user } = useSession();
  const userId = user?.Id ?? 0;
  const cart = useCart(userId);
  const payments = useQuery({
    queryKey: ["paymentOptions", userId],
    enabled: userId > 0,
    queryFn: () => fetchData<PaymentOption[]>("POST", "/Account/GetPaymentOptions", { userId }),
  });
  const addresses = useQuery({
    queryKey: ["shippingAddresses", userId],
    enabled: userId > 0,
    queryFn: () => fetchData<Address[]>("POST", "/Account/GetShippingAddresses", { userId }),
  });
  const states = usePaymentList("GetStateList");
  const countries = usePaymentList("GetCountryList");
  const months = usePaymentList("GetMonthList");
  const years = usePaymentList("GetYearList");
  const loads = [cart, payments, addresses, states, countries, months, years];

  let body: ReactNode;
  if (loads.some((q) => q.isPending)) body = <PageLoader />;
  else if (cart.isError || cart.data?.Status !== "ok" || !cart.data.Data) {
    body = (
      <Stack>
        <Title order={2}>{cart.error?.message ?? cart.data?.Message ?? "Your cart is empty."}</Title>
        <Anchor component={Link} to="/store/cart">
          Back to the cart
        </Anchor>
      </Stack>
    );
  } else {
    const failed = loads.find((q) => q.isError);
    body = failed ? (
      <LoadError what="Checkout" message={failed.error?.message} />
    ) : (
      <CheckoutScreen
        userId={userId}
        cart={cart.data.Data}
        payments={payments.data ?? []}
        addresses={addresses.data ?? []}
        lists={{
          states: states.data ?? [],
          countries: countries.data ?? [],
          months: months.data ?? [],
          years: years.data ?? [],
        }}
      />
    );
  }
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>Checkout</Title>
        {body}
      </Stack>
    </Container>
  );
}
