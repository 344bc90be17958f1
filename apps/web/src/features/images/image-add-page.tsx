import { imageUploadBody, TEXT_MAX } from "@concierge/contract";
import { FileInput, Group, Image, Paper, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPhotoUp } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { FormFrame } from "../../components/form-frame";
import { PageHeader } from "../../components/page-header";
import { notifySuccess } from "../../lib/notify";
import { useUploadImage } from "./api";
import { IMAGE_TYPES, imageFileError, usePreviewUrl } from "./image-file";

const LIST = "/admin/images";

interface ImageFormValues {
  name: string;
  file: File | null;
}

const nameError = (name: string) => {
  const checked = imageUploadBody.shape.name.safeParse(name);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
};

/** A picture uploaded into the signed-in user's domain, its link then ready to copy from the list. */
export function ImageAddPage() {
  const navigate = useNavigate();
  const upload = useUploadImage();
  const form = useForm<ImageFormValues>({
    initialValues: { name: "", file: null },
    validate: { name: nameError, file: imageFileError },
    // A file too large or of another kind is refused as soon as it is picked.
    validateInputOnChange: ["file"],
  });
  const preview = usePreviewUrl(form.values.file);

  const submit = form.onSubmit(({ name, file }) => {
    if (!file) return;
    upload.mutate(
      { name: name.trim(), file },
      {
        onSuccess: (image) => {
          notifySuccess(`Image ${image.imageName} uploaded`);
          navigate(LIST, { replace: true });
        },
      },
    );
  });

  return (
    <>
      <PageHeader title="Add image" description="A PNG, JPEG, GIF or WebP picture of at most 600 KB." />
      <Paper withBorder radius="md" p="xl" maw={640}>
        <FormFrame
          onSubmit={submit}
          error={upload.error}
          pending={upload.isPending}
          submitLabel="Upload image"
          onCancel={() => navigate(LIST)}
        >
          <TextInput label="Name" maxLength={TEXT_MAX} {...form.getInputProps("name")} />
          <FileInput
            label="Image"
            placeholder="Pick a picture"
            accept={IMAGE_TYPES.join(",")}
            clearable
            leftSection={<IconPhotoUp size={18} />}
            {...form.getInputProps("file")}
          />
          {preview && (
            <Group gap="md" align="center">
              <Image src={preview} alt="Preview" w={160} h={120} fit="contain" radius="sm" />
              <Text size="sm" c="dimmed">
                Preview
              </Text>
            </Group>
          )}
        </FormFrame>
      </Paper>
    </>
  );
}
