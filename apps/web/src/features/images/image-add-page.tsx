import { imageUploadBody, TEXT_MAX } from "@concierge/contract";
import { FileInput, Group, Paper, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPhotoUp } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { FormFrame } from "../../components/form-frame";
import { IMAGE_TYPES, imageFileError } from "../../components/image-drop";
import { ImagePreview } from "../../components/image-preview";
import { LimitedTextInput } from "../../components/limited-input";
import { PageHeader } from "../../components/page-header";
import { checkOnLeave } from "../../lib/check-on-leave";
import { useT } from "../../lib/i18n";
import { contractText } from "../../lib/i18n/contract-text";
import { notifySuccess } from "../../lib/notify";
import { useObjectUrl } from "../../lib/object-url";
import { linkTo } from "../../screens";
import { useUploadImage } from "./api";

const LIST = linkTo("images");

interface ImageFormValues {
  name: string;
  file: File | null;
}

const nameError = (name: string) => {
  const checked = imageUploadBody.shape.name.safeParse(name);
  const message = checked.success ? undefined : checked.error.issues[0]?.message;
  return message ? contractText(message) : null;
};

/** A picture uploaded into the signed-in user's domain, its link then ready to copy from the list. */
export function ImageAddPage() {
  const navigate = useNavigate();
  const upload = useUploadImage();
  const t = useT();
  const form = useForm<ImageFormValues>({
    ...checkOnLeave,
    initialValues: { name: "", file: null },
    validate: { name: nameError, file: imageFileError },
    // A file too large or of another kind is refused as soon as it is picked.
    validateInputOnChange: ["file"],
  });
  // A refused file is not previewed: the browser could only show a broken picture.
  const { file } = form.values;
  const preview = useObjectUrl(file && !imageFileError(file) ? file : null);

  const submit = form.onSubmit(({ name, file }) => {
    if (!file) return;
    upload.mutate(
      { name: name.trim(), file },
      {
        onSuccess: (image) => {
          notifySuccess(t("images.uploaded", { name: image.imageName }));
          navigate(LIST, { replace: true });
        },
      },
    );
  });

  return (
    <>
      <PageHeader title={t("add.image")} description={t("images.addDescription")} />
      <Paper withBorder radius="md" p="xl" maw={640}>
        <FormFrame
          onSubmit={submit}
          error={upload.error}
          pending={upload.isPending}
          submitLabel={t("images.upload")}
          onCancel={() => navigate(LIST)}
        >
          <LimitedTextInput label={t("images.name")} limit={TEXT_MAX} {...form.getInputProps("name")} />
          <FileInput
            label={t("images.image")}
            placeholder={t("images.pick")}
            accept={IMAGE_TYPES.join(",")}
            clearable
            leftSection={<IconPhotoUp size={18} />}
            {...form.getInputProps("file")}
          />
          {preview && (
            <Group gap="md" align="center">
              <ImagePreview src={preview} alt={t("images.preview")} w={160} h={120} />
              <Text size="sm" c="dimmed">
                {t("images.preview")}
              </Text>
            </Group>
          )}
        </FormFrame>
      </Paper>
    </>
  );
}
