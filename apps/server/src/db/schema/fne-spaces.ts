import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const required = (name: string) => text(name).notNull();

/**
 * A company's live space on the tax office's e-invoicing platform (docs/FNE.md § The client): its
 * API key AES-256-GCM sealed (lib/secret-box.ts, never stored in clear), the names its requests
 * give, its NCC, and the platform's address (null: the DGI's production). Test mode uses the
 * sandbox's space and has no row here.
 */
export const fneSpaces = pgTable("fne_spaces", {
  companyId: text("company_id")
    .primaryKey()
    .references(() => companies.id),
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url) of the key. */
  apiKey: required("api_key"),
  establishment: required("establishment"),
  pointOfSale: required("point_of_sale"),
  ncc: required("ncc"),
  baseUrl: text("base_url"),
  updatedAt: ts("updated_at").notNull().defaultNow(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
});
