import type { CrossedEdit } from "../../components/edit-dialog";
import { ChangedBanner, type WatchedEntity } from "./changed-banner";

/** A save of a record as the user saw it: its body, and the `Version` it was read at as `If-Match`. */
export interface VersionedSave<Body> {
  body: Body;
  ifMatch?: number;
}

/**
 * How an edit dialog of a booking or a guest meets a colleague's change: a banner once the stream
 * tells of it, and on a 412 Reload (`reread`) or Overwrite (the same save at the Version read now).
 */
export const versionedEdit = <Subject extends { Id: string; Version: number }, Body>(
  entity: WatchedEntity,
  reread: (subject: Subject) => Promise<Subject>,
): CrossedEdit<Subject, VersionedSave<Body>> => ({
  reread,
  overwrite: (sent, now) => ({ ...sent, ifMatch: now.Version }),
  banner: (subject, reload) => <ChangedBanner entity={entity} id={subject.Id} onReload={reload} />,
});
