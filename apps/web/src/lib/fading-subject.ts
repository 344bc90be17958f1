import { useState } from "react";

/**
 * What a dialog shows: its subject, kept on screen while the dialog fades out after the subject is
 * gone. `forget` drops it once the fade has ended.
 */
export function useFadingSubject<Subject>(subject: Subject | undefined) {
  const [shown, setShown] = useState(subject);
  if (subject !== undefined && subject !== shown) setShown(subject);
  return [shown, () => setShown(undefined)] as const;
}
