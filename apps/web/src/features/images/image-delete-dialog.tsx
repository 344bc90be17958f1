import type { Image } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import type { SubjectDialog } from "../../components/subject-dialog";
import { useDeleteImage } from "./api";

export function ImageDeleteDialog({ image, onClose }: SubjectDialog<"image", Image>) {
  return (
    <ConfirmMutationDialog
      subject={image}
      title="Delete image"
      undoable={useDeleteImage()}
      notice={(gone) => `Image ${gone.imageName} deleted`}
      onClose={onClose}
    >
      {(shown) => (
        <>
          Delete the image <strong>{shown.imageName}</strong>? Pages that show its link will no longer find
          it.
        </>
      )}
    </ConfirmMutationDialog>
  );
}
