import type { Image } from "@concierge/contract";
import { ConfirmMutationDialog } from "../../components/confirm-mutation-dialog";
import { useDeleteImage } from "./api";

interface ImageDeleteDialogProps {
  /** The image to delete; none closes the dialog. */
  image: Image | undefined;
  onClose: () => void;
}

export function ImageDeleteDialog({ image, onClose }: ImageDeleteDialogProps) {
  return (
    <ConfirmMutationDialog
      subject={image}
      title="Delete image"
      mutation={useDeleteImage()}
      notice={(_, gone) => `${gone.imageName} deleted`}
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
