import { useLocation, useNavigate, useSearchParams } from "react-router";

/**
 * A dialog whose subject lives in the URL (?edit=Ghana): a reload keeps it open, and Back closes it
 * when it was opened from the list.
 */
export function useDialogParam(name: string) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openedHere = (location.state as { dialog?: string } | null)?.dialog === name;

  const withSubject = (current: URLSearchParams, subject: string | null) => {
    const updated = new URLSearchParams(current);
    if (subject === null) updated.delete(name);
    else updated.set(name, subject);
    return updated;
  };

  return {
    subject: params.get(name),
    open: (subject: string) =>
      setParams((current) => withSubject(current, subject), { state: { dialog: name } }),
    close: () => {
      if (openedHere) navigate(-1);
      else setParams((current) => withSubject(current, null), { replace: true });
    },
  };
}
