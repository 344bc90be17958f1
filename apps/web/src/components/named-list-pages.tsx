import { Badge, Group, Paper, Text } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { type Guarded, useCan } from "../lib/access";
import { useDialogParam } from "../lib/dialog-param";
import { type MessageKey, useT } from "../lib/i18n";
import { useListView } from "../lib/list-view";
import { notifySuccess } from "../lib/notify";
import { pageOf } from "../lib/paging";
import { linkTo, type PlainScreen } from "../screens";
import type { Column } from "./data-table";
import { EditDialog } from "./edit-dialog";
import type { RetryableQuery } from "./load-failure";
import { type NamedList, NamedListForm } from "./named-list-form";
import { AddLink, PageHeader } from "./page-header";
import { PagedTable } from "./paged-table";
import { RowActions } from "./row-actions";

/** The texts of one kind of list, by their keys in the catalogues. */
export interface NamedListTexts {
  /** 'Countries'; in lower case, the list's noun ('countries'). */
  title: MessageKey;
  noun: MessageKey;
  description: MessageKey;
  addDescription: MessageKey;
  /** 'Add country': its button, add screen and submit. */
  add: MessageKey;
  edit: MessageKey;
  /** Notices with `{name}`: 'Country {name} added'. */
  added: MessageKey;
  updated: MessageKey;
  /** The items' column ('States'), one item's field ('State') and its example. */
  listHeader: MessageKey;
  itemLabel: MessageKey;
  itemPlaceholder: MessageKey;
}

/** What tells countries (with States) and utilities (with Items) apart on their screens. */
export interface NamedListKind<List extends string> {
  texts: NamedListTexts;
  /** The list screen and its add form (screens.ts). */
  screens: { list: PlainScreen; add: PlainScreen };
  schema: Parameters<typeof NamedListForm<List>>[0]["schema"];
  listField: List;
  /** The call an edit sends: who may not send it is not offered the edit. */
  updateCall: Guarded;
}

type Mutation<List extends string> = UseMutationResult<NamedList<List>, Error, NamedList<List>>;

interface NamedListPageProps<List extends string> {
  kind: NamedListKind<List>;
  lists: RetryableQuery & { data?: NamedList<List>[]; isPending: boolean };
  update: Mutation<List>;
}

/** The whole list, paged on the client (SPEC section 9), each row with its items as badges. */
export function NamedListPage<List extends string>({ kind, lists, update }: NamedListPageProps<List>) {
  const paging = useListView();
  const editing = useDialogParam("edit");
  const canEdit = useCan()(kind.updateCall);
  const t = useT();
  const texts = kind.texts;
  const all = lists.data ?? [];
  const columns: Column<NamedList<List>>[] = [
    { header: t("namedList.name"), width: "30%", cell: (list) => <Text fw={500}>{list.Name}</Text> },
    {
      header: t(texts.listHeader),
      cell: (list) => (
        <Group gap={6}>
          {list[kind.listField].map((item) => (
            <Badge key={item} variant="light" tt="none">
              {item}
            </Badge>
          ))}
        </Group>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t(texts.title)}
        description={t(texts.description)}
        action={<AddLink to={linkTo(kind.screens.add)}>{t(texts.add)}</AddLink>}
      />
      <PagedTable
        columns={columns}
        rows={pageOf(all, paging.view.page, paging.view.size)}
        rowKey={(named) => named.Name}
        total={all.length}
        list={paging}
        noun={t(texts.noun)}
        query={lists}
        actions={(named) => (
          <RowActions name={named.Name} onEdit={canEdit ? () => editing.open(named.Name) : undefined} />
        )}
      />
      <EditDialog
        subject={canEdit ? all.find((list) => list.Name === editing.subject) : undefined}
        title={t(texts.edit)}
        mutation={update}
        notice={(_, edited) => t(texts.updated, { name: edited.Name })}
        onClose={editing.close}
      >
        {(shown, { save, ...form }) => (
          <NamedListForm
            key={shown.Name}
            schema={kind.schema}
            listField={kind.listField}
            itemLabel={t(texts.itemLabel)}
            itemPlaceholder={t(texts.itemPlaceholder)}
            initialValues={shown}
            submitLabel={t("action.update")}
            nameLocked
            {...form}
            onSubmit={save}
          />
        )}
      </EditDialog>
    </>
  );
}

/** A list's add form: a name and its items; on success, back to the list. */
export function NamedListAddPage<List extends string>({
  kind,
  add,
}: {
  kind: NamedListKind<List>;
  add: Mutation<List>;
}) {
  const navigate = useNavigate();
  const t = useT();
  const texts = kind.texts;
  const empty = { Name: "", [kind.listField]: [] } as unknown as NamedList<List>;
  return (
    <>
      <PageHeader title={t(texts.add)} description={t(texts.addDescription)} />
      <Paper withBorder radius="md" p="xl" maw={640}>
        <NamedListForm
          schema={kind.schema}
          listField={kind.listField}
          itemLabel={t(texts.itemLabel)}
          itemPlaceholder={t(texts.itemPlaceholder)}
          initialValues={empty}
          submitLabel={t(texts.add)}
          pending={add.isPending}
          error={add.error}
          onCancel={() => navigate(linkTo(kind.screens.list))}
          onSubmit={(values) =>
            add.mutate(values, {
              onSuccess: (list) => {
                notifySuccess(t(texts.added, { name: list.Name }));
                navigate(linkTo(kind.screens.list), { replace: true });
              },
            })
          }
        />
      </Paper>
    </>
  );
}
