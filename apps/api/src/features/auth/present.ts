import type { Language, LoginAnswer, Theme } from "@concierge/contract";

interface SignedInRow {
  userId: string;
  username: string;
  permissions: string[];
  roleName: string;
  domainId: string;
  branchId: string;
  domainName: string;
  logo: string;
  currency: string;
  language: Language | null;
  theme: Theme;
}

export function presentLogin(row: SignedInRow, tokens: { Token: string; RefreshToken: string }): LoginAnswer {
  return {
    ...tokens,
    User: {
      Id: row.userId,
      Username: row.username,
      Permissions: row.permissions,
      Role: row.roleName,
      DomainId: row.domainId,
      BranchId: row.branchId,
    },
    Domain: { DomainName: row.domainName, Logo: row.logo, Currency: row.currency },
    Preferences: { Language: row.language, Theme: row.theme },
  };
}
