import type { Country } from "@concierge/contract";
import { Modal } from "@mantine/core";
import { useState } from "react";
import { notifySuccess } from "../../lib/notify";
import { useUpdateCountry } from "./api";
import { CountryForm } from "./country-form";

interface CountryEditDialogProps {
  /** The country being edited; none closes the dialog. */
  country: Country | undefined;
  onClose: () => void;
}

export function CountryEditDialog({ country, onClose }: CountryEditDialogProps) {
  const update = useUpdateCountry();
  // Keeps the form on screen while the dialog fades out after `country` is gone.
  const [shown, setShown] = useState(country);
  if (country && country !== shown) setShown(country);

  const close = () => {
    update.reset();
    onClose();
  };

  return (
    <Modal
      opened={Boolean(country)}
      onClose={close}
      onExitTransitionEnd={() => setShown(undefined)}
      title="Edit country"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {shown && (
        <CountryForm
          key={shown.Name}
          initialValues={shown}
          submitLabel="Update"
          nameLocked
          pending={update.isPending}
          error={update.error}
          onCancel={close}
          onSubmit={(values) =>
            update.mutate(values, {
              onSuccess: () => {
                notifySuccess(`${shown.Name} updated`);
                close();
              },
            })
          }
        />
      )}
    </Modal>
  );
}
