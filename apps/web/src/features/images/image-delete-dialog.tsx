import type { Image } from "@concierge/contract";
import { boldName, ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useT } from "../../lib/i18n";
import { useDeleteImage } from "./api";

export function ImageDeleteDialog({ image, onClose }: SubjectDialog<"image", Image>) {
  const t = useT();
  return (
    <ConfirmMutationDialog
      subject={image}
      title={t("images.delete")}
      undoable={useDeleteImage()}
      notice={(gone) => t("images.deleted", { name: gone.imageName })}
      onClose={onClose}
    >
      {(shown) => boldName((name) => t("images.deleteQuestion", { name }), shown.imageName)}
    </ConfirmMutationDialog>
  );
}
