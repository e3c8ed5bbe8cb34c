import { z } from "zod";
import { CLIENT_LIMITS, CLIENT_STATUSES } from "./client-rules";
import { passwordText, text } from "./common";

// Shapes only: the ordered field checks live in client-rules.ts and run on both sides.

export const Client = z.object({
  id: z.string(),
  name: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  status: z.string(),
  /** A portal login (role client) is linked to this record. */
  hasPortalLogin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof Client>;

/** Clients per page of the list unless the request asks for another size (at most 100). */
export const CLIENT_PAGE_SIZE = 25;

/** One page of the list; `total` counts every client the search and filters match. */
export const ClientList = z.object({
  items: z.array(Client),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ClientList = z.infer<typeof ClientList>;

/** Search by name or email (case-insensitive), filter by status, then one page (from 1). */
export const ClientListQuery = z.object({
  search: text(200).optional(),
  status: z.enum(CLIENT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type ClientListQuery = z.infer<typeof ClientListQuery>;

const clientFields = {
  name: text(CLIENT_LIMITS.name),
  contactPerson: text(CLIENT_LIMITS.contactPerson).optional(),
  email: text(CLIENT_LIMITS.email).optional(),
  phone: text(30).optional(),
  address: text(CLIENT_LIMITS.address).optional(),
  status: z.enum(CLIENT_STATUSES).optional(),
};

export const CreateClientRequest = z.object({ ...clientFields, password: passwordText().optional() }).strict();
export type CreateClientRequest = z.infer<typeof CreateClientRequest>;

export const UpdateClientRequest = z.object(clientFields).strict();
export type UpdateClientRequest = z.infer<typeof UpdateClientRequest>;

export const CreateClientResponse = z.object({
  client: Client,
  /** The portal login created with the record (its email), or null without a password. */
  portalLogin: z.object({ email: z.string() }).nullable(),
});
export type CreateClientResponse = z.infer<typeof CreateClientResponse>;

export const DeleteClientResponse = z.object({
  ok: z.literal(true),
  /** docs/PRODUCT.md §8: the linked login could not be deleted (the record is gone all the same). */
  warnings: z.array(z.enum(["linkedUserDeleteFailed"])),
});
export type DeleteClientResponse = z.infer<typeof DeleteClientResponse>;
