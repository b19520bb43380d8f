import { Box, Button, Checkbox, Container, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  PATTERN_LIBRARY_OFF,
  PATTERN_PAGE_SIZE,
  PATTERN_SIGN_IN_TO_ORDER,
  type Pattern,
  type PatternLibraryPageId,
  type ScrollTag,
  type SubstrateFilter,
} from "@portal/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { useBrand } from "../../app/BrandProvider.js";
import { useLoginDialog } from "../../app/LoginDialogContext.js";
import { useSession } from "../../app/SessionProvider.js";
import { Dialog } from "../../components/Dialog.js";
import { PageLoader } from "../../components/PageLoader.js";
import { OrderDialog } from "./OrderDialog.js";
import { PatternCard } from "./PatternCard.js";
import classes from "./patterns.module.css";
import { type LibraryFilters, type LibraryScope, useCategory, useScrollTags } from "./patternsApi.js";
import { LoadError } from "../../components/LoadError.js";

const NO_FILTERS: LibraryFilters = { filters: [], substrates: [] };
const TAG_TYPE_LABELS = { color: "Colour", style: "Style" } as const;

/**
 * The pattern library screen (docs/product/library.md) for /patternLibrary (signed in) and /PublicLibrary
 * (visitors): quick-scroll categories, filter checkboxes with Clear Filters, cards grouped by category.
 * Categories load a page at a time as they come into view, the first (Wood) at once.
 */
export function PatternLibraryScreen({ pageId }: { pageId: PatternLibraryPageId }) {
  const brand = useBrand();
  const { user } = useSession();
  const offered = pageId === "PublicLibrary" ? brand.switches.publicLibrary : brand.switches.library;
  const [chosen, setChosen] = useState<LibraryFilters>(NO_FILTERS);
  /** Categories up to the one chosen in the quick-scroll list load at once, so nothing above it moves it. */
  const [upTo, setUpTo] = useState(0);
  const [focus, setFocus] = useState("");
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(new Set());
  const [ordering, setOrdering] = useState<{ pattern: Pattern; opaque: boolean } | null>(null);
  /** On narrow screens the filters fold away so that the patterns come first. */
  const [filtersOpen, filtersToggle] = useDisclosure(false);
  const scope: LibraryScope = { ...chosen, userId: user?.Id ?? 0, store_id: brand.portalFranchise, PageId: pageId };
  const tags = useScrollTags(scope, offered);
  const shown = (tags.data?.ScrollTags ?? []).filter((t) => t.PatternCount > 0);
  const focusIndex = shown.findIndex((t) => t.tagValue === focus);
  const focusReady = focusIndex >= 0 && shown.slice(0, focusIndex + 1).every((t) => loaded.has(t.tagValue));
  useEffect(() => {
    if (!focusReady) return;
    document.getElementById(`pattern-tag-${focus}`)?.scrollIntoView({ behavior: "smooth", block: "start" });
    setFocus("");
  }, [focusReady, focus]);
  const onLoaded = useCallback((tag: string, done: boolean) => {
    setLoaded((all) => {
      if (all.has(tag) === done) return all;
      const next = new Set(all);
      if (done) next.add(tag);
      else next.delete(tag);
      return next;
    });
  }, []);

  if (!offered) {
    return (
      <Container size="xl" py="xl">
        <Title order={1}>Pattern Library</Title>
        <Text mt="md">{PATTERN_LIBRARY_OFF}</Text>
      </Container>
    );
  }

  const data = tags.data;
  const checkedCount = chosen.filters.length + chosen.substrates.length;
  const jumpTo = (tag: string) => {
    setUpTo((n) =>
      Math.max(
        n,
        shown.findIndex((t) => t.tagValue === tag),
      ),
    );
    setFocus(tag);
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Title order={1}>Pattern Library</Title>
        <Text c="dimmed">
          Wood, stone, geometric, floral and textile designs, printed by the roll on wallcovering, fabric or vinyl.
        </Text>
        {tags.isPending ? (
          <PageLoader />
        ) : tags.isError || !data ? (
          <LoadError what="The pattern library" message={tags.error?.message} onRetry={() => void tags.refetch()} />
        ) : (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Button
                hiddenFrom="md"
                variant="default"
                onClick={filtersToggle.toggle}
                aria-expanded={filtersOpen}
                aria-controls="pattern-filters"
              >
                {filtersOpen ? "Hide Filters" : "Show Filters"}
                {checkedCount > 0 && ` (${checkedCount})`}
              </Button>
              <Box id="pattern-filters" visibleFrom={filtersOpen ? undefined : "md"} mt={{ base: "md", md: 0 }}>
                <Filters
                  data={data.ttTagValues}
                  substrates={data.SubstrateFilters}
                  chosen={chosen}
                  onChange={setChosen}
                />
              </Box>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>
              <Box component="nav" aria-label="Pattern categories" className={classes.quickScroll} py="xs">
                <Group gap="xs">
                  {data.ScrollTags.map((t) => (
                    <Button
                      key={t.tagValue}
                      size="compact-sm"
                      variant="light"
                      disabled={t.PatternCount === 0}
                      onClick={() => jumpTo(t.tagValue)}
                    >
                      {t.tagName} ({t.PatternCount})
                    </Button>
                  ))}
                </Group>
              </Box>
              {data.ScrollTags.every((t) => t.PatternCount === 0) && (
                <Text mt="md">No patterns match these filters. Clear Filters to see them all.</Text>
              )}
              <Stack gap="xl" mt="md">
                {shown.map((t, i) => (
                  <CategorySection
                    key={t.tagValue}
                    scope={scope}
                    tag={t}
                    eager={i <= upTo}
                    onLoaded={onLoaded}
                    onOrder={(pattern, opaque) => setOrdering({ pattern, opaque })}
                  />
                ))}
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
      {ordering && user && data && (
        <OrderDialog
          pattern={ordering.pattern}
          opaque={ordering.opaque}
          substrates={data.SubstrateFilters}
          userId={user.Id}
          onClose={() => setOrdering(null)}
        />
      )}
      {ordering && !user && <SignInToOrder onClose={() => setOrdering(null)} />}
    </Container>
  );
}

function Filters({
  data,
  substrates,
  chosen,
  onChange,
}: {
  data: { tagType: string; tagName: string; tagValue: string }[];
  substrates: SubstrateFilter[];
  chosen: LibraryFilters;
  onChange(next: LibraryFilters): void;
}) {
  const groups = (["color", "style"] as const).map((type) => ({
    type,
    values: data.filter((t) => t.tagType === type),
  }));
  const setGroup = (type: string, values: string[]) => {
    const others = chosen.filters.filter((v) => data.find((t) => t.tagValue === v)?.tagType !== type);
    onChange({ ...chosen, filters: [...others, ...values] });
  };
  return (
    <Stack gap="md" component="section" aria-label="Filters">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Filters
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={chosen.filters.length + chosen.substrates.length === 0}
          onClick={() => onChange(NO_FILTERS)}
        >
          Clear Filters
        </Button>
      </Group>
      <Checkbox.Group
        label="Substrate"
        value={chosen.substrates}
        onChange={(substrates) => onChange({ ...chosen, substrates })}
      >
        <Stack gap={6} mt={6}>
          {substrates.map((s) => (
            <Checkbox key={s.ItemNo} value={s.ItemNo} label={s.ItemDesc} />
          ))}
        </Stack>
      </Checkbox.Group>
      {groups.map((g) => (
        <Checkbox.Group
          key={g.type}
          label={TAG_TYPE_LABELS[g.type]}
          value={chosen.filters.filter((v) => g.values.some((t) => t.tagValue === v))}
          onChange={(values) => setGroup(g.type, values)}
        >
          <Stack gap={6} mt={6}>
            {g.values.map((t) => (
              <Checkbox key={t.tagValue} value={t.tagValue} label={t.tagName} />
            ))}
          </Stack>
        </Checkbox.Group>
      ))}
    </Stack>
  );
}

/** One category: its cards, a page at a time, loaded once it nears the screen (or at once when eager). */
function CategorySection({
  scope,
  tag,
  eager,
  onLoaded,
  onOrder,
}: {
  scope: LibraryScope;
  tag: ScrollTag;
  eager: boolean;
  onLoaded(tag: string, loaded: boolean): void;
  onOrder(pattern: Pattern, opaque: boolean): void;
}) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  const category = useCategory(scope, tag.tagValue, eager || near);
  const patterns = category.data?.pages.flatMap((p) => p.DesignRows) ?? [];
  const headingId = `pattern-tag-${tag.tagValue}-heading`;
  const loaded = patterns.length > 0 || category.isError;
  useEffect(() => onLoaded(tag.tagValue, loaded), [onLoaded, tag.tagValue, loaded]);

  return (
    <section ref={ref} id={`pattern-tag-${tag.tagValue}`} aria-labelledby={headingId} className={classes.section}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {tag.tagName}
      </Title>
      {category.isError ? (
        <LoadError what={`The ${tag.tagName} patterns`} message={category.error.message} />
      ) : patterns.length === 0 ? (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} aria-busy="true">
          {Array.from({ length: Math.min(tag.PatternCount, PATTERN_PAGE_SIZE) }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders only
            <Stack key={i} gap="xs" aria-hidden>
              <Skeleton className={classes.thumb} />
              <Skeleton height={140} />
            </Stack>
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
          {patterns.map((p) => (
            <PatternCard key={p.PatternNumber} pattern={p} onOrder={(opaque) => onOrder(p, opaque)} />
          ))}
        </SimpleGrid>
      )}
      {category.hasNextPage && (
        <Group justify="center" mt="md">
          <Button variant="default" loading={category.isFetchingNextPage} onClick={() => void category.fetchNextPage()}>
            Show More {tag.tagName}
          </Button>
        </Group>
      )}
    </section>
  );
}

/** A visitor who clicks Order on the public library is led to sign in (docs/product/library.md). */
function SignInToOrder({ onClose }: { onClose(): void }) {
  const login = useLoginDialog();
  return (
    <Dialog onClose={onClose} title="Sign In to Order" centered>
      <Stack>
        <Text>{PATTERN_SIGN_IN_TO_ORDER}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              onClose();
              login.open();
            }}
          >
            Sign In
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
