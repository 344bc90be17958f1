import { z } from "zod";
import { nameText, requiredText } from "./common.js";
import { idField, isImageUrl } from "./ids.js";
import { pagedList } from "./paging.js";

export const DomainMessage = {
  name: "domainName is required must be 2 characters or more",
  rcNumber: "RCNumber is required",
  logo: "logo is required",
  logoUrl: "Invalid image url",
  nameEmpty: "domainName cannot be empty",
  rcNumberEmpty: "RCNumber cannot be empty",
  logoEmpty: "logo cannot be empty",
  id: "Id is required",
  notFound: "domain not found",
  exists: (name: string) => `a domain named ${name} already exists`,
  holds: (what: string) => `this domain still holds ${what}; remove them before deleting it`,
} as const;

const logo = (missing: string) =>
  requiredText("logo", missing, 2000).refine(isImageUrl, DomainMessage.logoUrl);

export const domainCreateBody = z.object({
  DomainName: nameText("domainName", DomainMessage.name),
  RCNumber: requiredText("RCNumber", DomainMessage.rcNumber),
  Logo: logo(DomainMessage.logo),
});
export type DomainCreateBody = z.input<typeof domainCreateBody>;

/** SPEC: the update's own texts say 'cannot be empty'; a name must still have 2 characters. */
export const domainUpdateBody = z.object({
  Id: idField(DomainMessage.id),
  DomainName: requiredText("domainName", DomainMessage.nameEmpty).pipe(z.string().min(2, DomainMessage.name)),
  RCNumber: requiredText("RCNumber", DomainMessage.rcNumberEmpty),
  Logo: logo(DomainMessage.logoEmpty),
});
export type DomainUpdateBody = z.input<typeof domainUpdateBody>;

export const domain = z.object({
  Id: z.string(),
  DomainName: z.string(),
  RCNumber: z.string(),
  Logo: z.string(),
});
export type Domain = z.infer<typeof domain>;
export const domainPage = pagedList("Domains", domain);
export const domainIdParams = z.object({ id: z.string().max(100) });
export type DomainPage = z.infer<typeof domainPage>;
