import { Loader, MantineProvider } from "@mantine/core";
import type { SiteBrand } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useMemo } from "react";
import { fetchData } from "../lib/api.js";
import { brandTheme, readableColors } from "./theme.js";

const BrandContext = createContext<SiteBrand | null>(null);

export function useBrand(): SiteBrand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error("useBrand outside BrandProvider");
  return brand;
}

/** Loads the brand of this server (one call) and dresses the app in its theme. */
export function BrandProvider({ children }: { children: ReactNode }) {
  const { data, error, refetch } = useQuery({
    queryKey: ["brand"],
    queryFn: () => fetchData<SiteBrand>("GET", "/Site/GetBrand"),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });
  const theme = useMemo(() => brandTheme(data?.theme), [data]);
  useEffect(() => {
    if (!data) return;
    document.documentElement.dataset.brand = data.id;
    document.documentElement.dataset.brandTheme = data.theme.id;
    document.documentElement.style.setProperty("--brand-header-bg", data.theme.headerBackground);
    document.documentElement.style.setProperty("--brand-header-text", data.theme.headerText);
  }, [data]);

  if (error) {
    return (
      <MantineProvider>
        <div role="alert" style={{ padding: 32, fontFamily: "system-ui" }}>
          <h1>We could not reach the server.</h1>
          <p>Please check your connection and try again.</p>
          <button type="button" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      </MantineProvider>
    );
  }
  if (!data) {
    return (
      <MantineProvider>
        <div style={{ display: "grid", placeItems: "center", minHeight: "100vh" }}>
          <Loader aria-label="Loading" />
        </div>
      </MantineProvider>
    );
  }
  return (
    <BrandContext.Provider value={data}>
      <MantineProvider theme={theme} cssVariablesResolver={readableColors}>
        {children}
      </MantineProvider>
    </BrandContext.Provider>
  );
}
