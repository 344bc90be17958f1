import type { Image } from "@concierge/contract";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useFadingSubject } from "../../lib/fading-subject";
import { notifySuccess } from "../../lib/notify";
import { useDeleteImage } from "./api";

interface ImageDeleteDialogProps {
  /** The image to delete; none closes the dialog. */
  image: Image | undefined;
  onClose: () => void;
}

export function ImageDeleteDialog({ image, onClose }: ImageDeleteDialogProps) {
  const remove = useDeleteImage();
  const [shown, forget] = useFadingSubject(image);

  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      opened={Boolean(image)}
      title="Delete image"
      pending={remove.isPending}
      error={remove.error}
      onClose={close}
      onExited={forget}
      onConfirm={() =>
        shown &&
        remove.mutate(shown, {
          onSuccess: () => {
            notifySuccess(`${shown.imageName} deleted`);
            close();
          },
        })
      }
    >
      Delete the image <strong>{shown?.imageName}</strong>? Pages that show its link will no longer find it.
    </ConfirmDialog>
  );
}
