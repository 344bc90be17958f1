import { Badge, DataList, Group, Modal, type ModalProps } from "@mantine/core";
import type { ReactNode } from "react";
import { useFadingSubject } from "../lib/fading-subject";
import { useT } from "../lib/i18n";

/** One line of a 'more' dialog: its label, and what it shows of the subject. */
export type DetailField<Subject> = [label: string, value: (subject: Subject) => ReactNode];

interface DetailsDialogProps<Subject> {
  /** What is shown; none closes the dialog. */
  subject: Subject | undefined;
  title: string;
  size?: ModalProps["size"];
  /** In the spec's order. */
  fields: readonly DetailField<Subject>[];
  /** Shown under the fields, such as the subject's history. */
  footer?: (subject: Subject) => ReactNode;
  onClose: () => void;
}

/** A 'more' dialog (SPEC section 2): every field of one subject, read-only. */
export function DetailsDialog<Subject>({
  subject,
  title,
  size,
  fields,
  footer,
  onClose,
}: DetailsDialogProps<Subject>) {
  const [shown, forget] = useFadingSubject(subject);
  const t = useT();

  return (
    <Modal
      opened={subject !== undefined}
      onClose={onClose}
      onExitTransitionEnd={forget}
      title={title}
      size={size}
      closeButtonProps={{ "aria-label": t("action.close") }}
    >
      {shown !== undefined && (
        <>
          <DataList labelWidth={140} withDivider>
            {fields.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue style={{ wordBreak: "break-word", whiteSpace: "pre-line" }}>
                  {value(shown)}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList>
          {footer?.(shown)}
        </>
      )}
    </Modal>
  );
}

/** Codes, utilities or permissions: one badge each, as written. */
export function Badges({ items }: { items: readonly string[] }) {
  return (
    <Group gap={6}>
      {items.map((item) => (
        <Badge key={item} variant="light" tt="none">
          {item}
        </Badge>
      ))}
    </Group>
  );
}
