import { calls, type Image } from "@concierge/contract";
import { Image as Picture, Text } from "@mantine/core";
import { useState } from "react";
import type { Column } from "../../components/data-table";
import { ListToolbar } from "../../components/list-toolbar";
import { AddLink, PageHeader } from "../../components/page-header";
import { PagedTable } from "../../components/paged-table";
import { RowActions } from "../../components/row-actions";
import { useCan } from "../../lib/access";
import { type Translate, useT } from "../../lib/i18n";
import { useListView } from "../../lib/list-view";
import { useSession } from "../../lib/session";
import { linkTo } from "../../screens";
import { HistoryLink } from "../audit";
import { exportImages, useImages } from "./api";
import { CopyLinkButton } from "./copy-link-button";
import { ImageDeleteDialog } from "./image-delete-dialog";

// The list is the signed-in user's domain's alone: no domain column.
const columnsOf = (t: Translate): Column<Image>[] => [
  {
    header: t("images.imageName"),
    sort: "imageName",
    cell: (image) => <Text fw={500}>{image.imageName}</Text>,
  },
  // Not named after the image: the row's name cell is the one that carries it.
  {
    header: t("images.thumbnail"),
    cell: (image) => (
      <Picture
        src={image.link}
        fallbackSrc="/placeholder-image.svg"
        alt={t("images.thumbnail")}
        w={48}
        h={48}
        fit="cover"
        radius="sm"
      />
    ),
  },
];

/** The images uploaded to the signed-in user's domain. */
export function ImagesPage() {
  const { User, Domain } = useSession();
  const t = useT();
  const domainId = User?.DomainId ?? "";
  const list = useListView(calls.images.list);
  const images = useImages(domainId, list.view);
  const canDelete = useCan()(calls.images.delete);
  // The confirmation is not an address of its own: a reload does not ask again.
  const [deleting, setDeleting] = useState<Image>();

  return (
    <>
      <PageHeader
        title={t("images.title")}
        description={t("images.description", { domain: Domain?.DomainName ?? t("inventory.yourDomain") })}
        action={<AddLink to={linkTo("imageAdd")}>{t("add.image")}</AddLink>}
      />
      <ListToolbar
        list={list}
        searchLabel={t("images.search")}
        exportCsv={() => exportImages(domainId, list.view)}
      />
      <PagedTable
        columns={columnsOf(t)}
        rows={images.data?.images ?? []}
        rowKey={(image) => image._id}
        total={images.data?.Count ?? 0}
        list={list}
        noun={t("images.noun")}
        query={images}
        actions={(image) => (
          <RowActions name={image.imageName} onDelete={canDelete ? () => setDeleting(image) : undefined}>
            <CopyLinkButton image={image} />
            <HistoryLink entity="image" entityId={image._id} name={image.imageName} />
          </RowActions>
        )}
      />
      <ImageDeleteDialog image={deleting} onClose={() => setDeleting(undefined)} />
    </>
  );
}
