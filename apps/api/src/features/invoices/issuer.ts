import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { branches, domains, images } from "../../db/schema/index.js";
import { inDomain, ownerDomain } from "../../lib/tenancy.js";
import type { ImageStore } from "../images/index.js";

/** The kinds of image a PDF can hold. */
const PDF_IMAGES = new Set(["image/png", "image/jpeg"]);

/** Who issues an invoice: the hotel company and the branch, as the PDF heads it. */
export interface Issuer {
  company: string;
  rcNumber: string;
  /** The company's logo, when it is an image this server stores (PNG or JPEG). */
  logo: Buffer | undefined;
  branch: string;
  address: string[];
  timeZone: string;
}

export async function issuerOf(
  db: Db,
  store: ImageStore,
  domainId: string,
  branchId: string,
): Promise<Issuer> {
  const [found] = await db
    .select({ domain: domains, branch: branches })
    .from(branches)
    .innerJoin(domains, ownerDomain(branches))
    .where(inDomain(branches, domainId, eq(branches.id, branchId)));
  if (!found) throw new Error(`branch ${branchId} not found`);
  const { domain, branch } = found;
  return {
    company: domain.name,
    rcNumber: domain.rcNumber,
    logo: await storedLogo(db, store, domainId, domain.logo),
    branch: branch.name,
    address: [
      branch.address,
      [branch.state, branch.country].filter(Boolean).join(", "),
      branch.phone,
      branch.email,
    ].filter(Boolean),
    timeZone: branch.timeZone,
  };
}

/**
 * The logo's bytes when its address is one of the domain's own uploads in this server's store;
 * any other address (a remote site, the console's default) is never fetched: the PDF has no logo.
 */
async function storedLogo(db: Db, store: ImageStore, domainId: string, logo: string) {
  const key = /[0-9a-f-]{36}\/[0-9a-f-]{36}\.[a-z]+$/i.exec(logo)?.[0];
  if (!key || store.link(key) !== logo) return undefined;
  const [image] = await db
    .select({ key: images.key, contentType: images.contentType })
    .from(images)
    .where(inDomain(images, domainId, eq(images.key, key)));
  if (!image || !PDF_IMAGES.has(image.contentType)) return undefined;
  return store.get(image.key);
}
