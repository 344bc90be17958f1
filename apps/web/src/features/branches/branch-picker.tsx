import { Box } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { ChoiceSelect } from "../../components/choice-select";
import { useT } from "../../lib/i18n";
import { branchChoicesQuery } from "../names";

interface BranchPickerProps {
  domainId: string;
  value: string;
  onChange: (branchId: string) => void;
}

/**
 * Which branch a front-desk screen shows (the bookings, the rack). The server lets every user of a
 * domain read the bookings and the rack of each of its branches (GLOBAL: of every domain), so the
 * picker offers the domain's branches by name, and only when there are several to choose from.
 */
export function BranchPicker({ domainId, value, onChange }: BranchPickerProps) {
  const branches = useQuery(branchChoicesQuery(domainId));
  const t = useT();
  if ((branches.data?.length ?? 0) < 2) return null;
  return (
    <Box miw={220}>
      <ChoiceSelect
        label={t("frontDesk.branch")}
        choices={branches}
        value={value}
        // Picking the shown branch again keeps it: a screen always shows one branch.
        onChange={(branchId) => branchId && onChange(branchId)}
        error={null}
      />
    </Box>
  );
}
