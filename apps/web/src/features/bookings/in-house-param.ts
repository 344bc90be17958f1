import { useSearchParams } from "react-router";

/** The list's "In house only" filter lives in the URL (?inHouse=true), as its page does. */
export function useInHouseParam(): [boolean, (inHouse: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const setInHouse = (inHouse: boolean) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (inHouse) updated.set("inHouse", "true");
      else updated.delete("inHouse");
      updated.delete("page"); // the other list starts on its first page
      return updated;
    });
  return [params.get("inHouse") === "true", setInHouse];
}
