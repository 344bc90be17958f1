import {
  type Branch,
  type BranchUpdateBody,
  calls,
  type Domain,
  type DomainUpdateBody,
  SELECT_PAGE_SIZE,
} from "@concierge/contract";
import { queryOptions } from "@tanstack/react-query";
import { send } from "../../lib/http";
import { sessionStore } from "../../lib/session";
import { useWrite } from "../../lib/use-write";
import { branchKeys } from "../branches";
import { domainKeys } from "../domains";
import type { FirstStepFacts } from "./first-steps-list";

export const setupKeys = {
  all: ["setup"] as const,
  own: (at: OwnPlace, may: MayFinish) => [...setupKeys.all, "own", at, may] as const,
  facts: (domainId: string, may: MayCount) => [...setupKeys.all, "facts", domainId, may] as const,
};

/** Where the signed-in user works: its domain (named, for the list's search) and its branch. */
export interface OwnPlace {
  domainId: string;
  branchId: string;
  domainName: string;
}

/** Which of the two the user may edit: only those are read, and only their blanks are asked. */
export interface MayFinish {
  branch: boolean;
  domain: boolean;
}

/** The signed-in user's own branch and hotel company, as their update calls take them back. */
export const ownDetailsQuery = (at: OwnPlace, may: MayFinish) =>
  queryOptions({
    queryKey: setupKeys.own(at, may),
    queryFn: async ({ signal }): Promise<{ branch?: Branch; domain?: Domain }> => {
      const [branches, domains] = await Promise.all([
        may.branch
          ? send(
              calls.branches.list,
              { params: { domainId: at.domainId, page: 1, pageSize: SELECT_PAGE_SIZE } },
              signal,
            )
          : undefined,
        may.domain
          ? send(
              calls.domains.list,
              { params: { page: 1, size: SELECT_PAGE_SIZE }, query: { q: at.domainName } },
              signal,
            )
          : undefined,
      ]);
      return {
        branch: branches?.Branches.find((branch) => branch.Id === at.branchId),
        domain: domains?.Domains.find((domain) => domain.Id === at.domainId),
      };
    },
    enabled: at.domainId !== "" && (may.branch || may.domain),
    staleTime: 0,
  });

/** What one save sends: each row through its own update call, as their edit dialogs send it. */
export interface SetupSave {
  branch?: BranchUpdateBody;
  domain?: DomainUpdateBody;
}

/**
 * Saves the branch, then the company, and answers the names of what was saved. A refusal of the
 * second leaves the first saved: the card then asks only for what is still blank.
 */
export const useFinishSetup = () =>
  useWrite(
    async ({ branch, domain }: SetupSave) => {
      const saved: string[] = [];
      if (branch) saved.push((await send(calls.branches.update, { body: branch })).Name);
      if (domain) {
        const company = await send(calls.domains.update, { body: domain });
        sessionStore.ownDomainSaved(company);
        saved.push(company.DomainName);
      }
      return saved;
    },
    setupKeys.all,
    { alsoKeys: [branchKeys.all, domainKeys.lists()] },
  );

/** Which lists the user may read to tick the first steps. */
export interface MayCount {
  suites: boolean;
  users: boolean;
}

/** The domain's suites in use and its users, counted from one row of each list. */
export const firstStepFactsQuery = (domainId: string, may: MayCount) =>
  queryOptions({
    queryKey: setupKeys.facts(domainId, may),
    queryFn: async ({ signal }): Promise<FirstStepFacts> => {
      const first = { domainId, page: 1, pageSize: 1 };
      const [suites, users] = await Promise.all([
        may.suites ? send(calls.suites.list, { params: first }, signal) : undefined,
        may.users ? send(calls.users.list, { params: first }, signal) : undefined,
      ]);
      return { suites: suites?.Count, users: users?.Count };
    },
    enabled: domainId !== "" && (may.suites || may.users),
    staleTime: 0,
  });
