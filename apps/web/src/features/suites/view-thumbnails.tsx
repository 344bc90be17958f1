import { CloseButton, Group, Paper, Stack, Text } from "@mantine/core";
import { ImagePreview } from "../../components/image-preview";
import { useT } from "../../lib/i18n";

interface ViewThumbnailsProps {
  views: readonly string[];
  /** Editing: each view gets a labelled remove button. */
  onRemove?: (view: string) => void;
}

/** A suite's views as small pictures, each with its address under it. */
export function ViewThumbnails({ views, onRemove }: ViewThumbnailsProps) {
  const t = useT();
  if (views.length === 0) return null;
  return (
    <Group gap="sm" align="flex-start">
      {views.map((view, index) => (
        <Paper key={view} withBorder radius="sm" p={4} w={148}>
          <Stack gap={4}>
            <ImagePreview src={view} alt={t("suites.viewNumber", { number: index + 1 })} w={138} h={88} />
            <Group gap={4} wrap="nowrap" justify="space-between">
              <Text size="xs" c="dimmed" truncate title={view}>
                {view}
              </Text>
              {onRemove && (
                <CloseButton
                  size="xs"
                  aria-label={t("tags.remove", { tag: view })}
                  onClick={() => onRemove(view)}
                />
              )}
            </Group>
          </Stack>
        </Paper>
      ))}
    </Group>
  );
}
