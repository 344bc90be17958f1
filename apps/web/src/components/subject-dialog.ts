/** A dialog's props: the row it shows as `Name` (none closes it, with its fade-out) and its close. */
export type SubjectDialog<Name extends string, Row> = { [K in Name]: Row | undefined } & {
  onClose: () => void;
};
