import { Button, Card, Group, Stack, Switch, Text, Title } from "@mantine/core";
import { PATTERN_THUMB_SIZE, type Pattern } from "@portal/contract";
import { useState } from "react";
import classes from "./patterns.module.css";

interface Props {
  pattern: Pattern;
  onOrder(opaque: boolean): void;
}

/** A pattern card: the 480 x 480 thumbnail (lazy), the background toggle and Order. */
export function PatternCard({ pattern, onOrder }: Props) {
  const [opaque, setOpaque] = useState(pattern.isOpaque);
  const src = opaque ? pattern.ImageUrl : pattern.TransparentImageUrl;
  return (
    <Card withBorder padding="sm" component="article" aria-label={pattern.designName}>
      <Card.Section className={opaque ? undefined : classes.checker}>
        <img
          className={classes.thumb}
          src={src}
          alt={`${pattern.designName} ${opaque ? "with background" : "without background"}`}
          width={PATTERN_THUMB_SIZE}
          height={PATTERN_THUMB_SIZE}
          loading="lazy"
          decoding="async"
        />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Title order={3} size="h5">
          {pattern.designName}
        </Title>
        <Text size="xs" c="dimmed">
          {pattern.PatternNumber}
        </Text>
        <Text size="sm" lineClamp={2}>
          {pattern.designDescription}
        </Text>
        <Group justify="space-between" mt="xs">
          {pattern.showBackground ? (
            <Switch
              label="Background"
              checked={opaque}
              onChange={(e) => setOpaque(e.currentTarget.checked)}
              aria-label={`Background for ${pattern.designName}`}
            />
          ) : (
            <span />
          )}
          <Button size="sm" onClick={() => onOrder(opaque)} aria-label={`Order ${pattern.designName}`}>
            Order
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
