import { type ComponentType, lazy } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import HomePage from "../features/info/HomePage.js";
import { useBrand } from "./BrandProvider.js";
import { ErrorScreen } from "./ErrorScreen.js";
import { Layout } from "./Layout.js";
import { RoutePage } from "./RouteGuard.js";
import { ROUTES, type RouteName } from "./routeTable.js";

/** The screen of each route (every route has one); every page but home loads on demand. */
const PAGES: Record<RouteName, ComponentType> = {
  home: HomePage,
  terms: lazy(() => import("../features/info/TermsPage.js")),
  resources: lazy(() => import("../features/info/ResourcesPage.js")),
  help: lazy(() => import("../features/info/HelpPage.js")),
  notFound: lazy(() => import("../features/info/NotFoundPage.js")),
  resetPassword: lazy(() => import("../features/auth/ResetPasswordPage.js")),
  acceptInvite: lazy(() => import("../features/account/AcceptInvitePage.js")),
  apply: lazy(() => import("../features/apply/ApplyPage.js")),
  BELogin: lazy(() => import("../features/auth/BeLoginPage.js")),
  account: lazy(() => import("../features/account/EditAccountPage.js")),
  accountDetails: lazy(() => import("../features/account/AccountPage.js")),
  manageAccounts: lazy(() => import("../features/account/ManageUsersPage.js")),
  UserList: lazy(() => import("../features/account/UserListPage.js")),
  shippingAddresses: lazy(() => import("../features/addresses/ShippingAddressesPage.js")),
  managePayments: lazy(() => import("../features/payments/PaymentMethodsPage.js")),
  tileMenu: lazy(() => import("../features/tileMenu/TileMenuPage.js")),
  manageFiles: lazy(() => import("../features/library/LibraryPage.js")),
  cart: lazy(() => import("../features/cart/CartPage.js")),
  savedCarts: lazy(() => import("../features/savedCarts/SavedCartsPage.js")),
  checkout: lazy(() => import("../features/checkout/CheckoutPage.js")),
  misc: lazy(() => import("../features/stepStakes/StepStakesPage.js")),
  orderDetails: lazy(() => import("../features/orders/OrderDetailsPage.js")),
  patternLibrary: lazy(() => import("../features/patterns/PatternLibraryPage.js")),
  publicLibrary: lazy(() => import("../features/patterns/PublicLibraryPage.js")),
  designer: lazy(() => import("../features/patterns/DesignerPage.js")),
  portal: lazy(() => import("../features/portal/PortalPage.js")),
  staffOrders: lazy(() => import("../features/staffOrders/StaffOrdersPage.js")),
  staffOrder: lazy(() => import("../features/staffOrders/StaffOrderPage.js")),
  staffApplications: lazy(() => import("../features/staffCustomers/StaffApplicationsPage.js")),
  staffCustomers: lazy(() => import("../features/staffCustomers/StaffCustomersPage.js")),
  staffCustomer: lazy(() => import("../features/staffCustomers/StaffCustomerPage.js")),
  staffCatalog: lazy(() => import("../features/staffCustomers/StaffCatalogPage.js")),
};

function Page({ name }: { name: RouteName }) {
  const brand = useBrand();
  const meta = ROUTES.find((r) => r.name === name)!;
  const Screen = PAGES[name];
  return (
    <RoutePage meta={meta} brandName={brand.name}>
      <Screen />
    </RoutePage>
  );
}

export function buildRouter() {
  const children: RouteObject[] = ROUTES.map((r) =>
    r.path === "/"
      ? { index: true, element: <Page name={r.name} /> }
      : { path: r.path, element: <Page name={r.name} /> },
  );
  return createBrowserRouter([{ path: "/", element: <Layout />, errorElement: <ErrorScreen />, children }]);
}
