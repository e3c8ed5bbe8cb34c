import {
  CLIENT_PAGE_SIZE,
  type Client,
  type ClientList,
  type ClientListQuery,
  type CreateClientRequest,
  type CreateClientResponse,
  type DeleteClientResponse,
  firstClientError,
  normalizeEmail,
  normalizePhone,
  type UpdateClientRequest,
} from "@payflow/contracts";
import { createAccount } from "../../auth/accounts";
import { isUniqueViolation } from "../../db/errors";
import type { Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import type { Acting } from "../../http/actor";
import { AppError } from "../../http/errors";
import { newId } from "../../lib/ids";
import { emailExists } from "../accounts";
import { recordAudit } from "../audit";
import * as q from "./queries";

export function toClient(row: q.ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone,
    address: row.address,
    status: row.status,
    hasPortalLogin: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function list(deps: Deps, scope: Scope, query: ClientListQuery): Promise<ClientList> {
  const filter = {
    ...(query.search ? { search: query.search } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? CLIENT_PAGE_SIZE;
  const { rows, total } = await q.listClients(deps.db, scope, filter, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  return { items: rows.map(toClient), total, page, pageSize };
}

/** The stored form of the given fields: trimmed, email lower-cased, phone without separators. */
function values(input: UpdateClientRequest): Partial<q.ClientValues> {
  const out: Partial<q.ClientValues> = { name: input.name.trim() };
  if (input.contactPerson !== undefined) out.contactPerson = input.contactPerson.trim();
  if (input.email !== undefined) out.email = normalizeEmail(input.email);
  if (input.phone !== undefined) out.phone = normalizePhone(input.phone);
  if (input.address !== undefined) out.address = input.address.trim();
  if (input.status !== undefined) out.status = input.status;
  return out;
}

const EMPTY_CLIENT: Omit<q.ClientValues, "name"> = {
  contactPerson: "",
  email: "",
  phone: "",
  address: "",
  status: "active",
};

function check(input: CreateClientRequest | UpdateClientRequest): void {
  const invalid = firstClientError(input);
  if (invalid) throw new AppError(invalid.code, { field: invalid.field });
}

/**
 * Creates a client; with a password also its portal login (role client, linked to the
 * record, forced to change the password at first sign-in). Record and login are written in
 * one transaction: either both exist or neither.
 */
export async function create(
  deps: Deps,
  { user, audit }: Acting,
  input: CreateClientRequest,
): Promise<CreateClientResponse> {
  check(input);
  const row = { ...EMPTY_CLIENT, ...values(input) } as q.ClientValues;
  const password = input.password ?? "";
  if (row.email && (await q.clientEmailTaken(deps.db, user.companyId, row.email))) {
    throw new AppError("clientEmailInUse", { field: "email" });
  }
  if (password && (await emailExists(deps.db, row.email))) throw new AppError("emailInUse", { field: "email" });
  try {
    const saved = await deps.db.transaction(async (tx) => {
      const login = password
        ? await createAccount(tx, deps.auth, {
            email: row.email,
            name: row.contactPerson || row.name,
            password,
            role: "client",
            companyId: user.companyId,
            company: row.name,
            phone: row.phone || null,
            mustChangePassword: true,
          })
        : null;
      const userId = login?.userId ?? null;
      const client = await q.insertClient(tx, { ...row, id: newId("cus"), companyId: user.companyId, userId });
      await recordAudit(tx, audit, {
        action: "client.created",
        targetType: "client",
        targetId: client.id,
        targetLabel: client.name,
        details: { portalLogin: Boolean(userId) },
      });
      return client;
    });
    return { client: toClient(saved), portalLogin: password ? { email: row.email } : null };
  } catch (error) {
    // Two requests racing for one email: the database's unique indexes decide.
    if (isUniqueViolation(error)) {
      throw new AppError(password && (await emailExists(deps.db, row.email)) ? "emailInUse" : "clientEmailInUse", {
        field: "email",
      });
    }
    throw error;
  }
}

/** Edits a client record; the audit line keeps which fields changed, from what to what. */
export async function update(
  deps: Deps,
  { user, audit }: Acting,
  id: string,
  input: UpdateClientRequest,
): Promise<Client> {
  check(input);
  const row = values(input);
  if (row.email && (await q.clientEmailTaken(deps.db, user.companyId, row.email, id))) {
    throw new AppError("clientEmailInUse", { field: "email" });
  }
  try {
    const saved = await deps.db.transaction(async (tx) => {
      const before = await q.findClient(tx, user.companyId, id);
      if (!before) throw new AppError("notFound");
      const after = await q.updateClient(tx, user.companyId, id, row);
      if (!after) throw new AppError("notFound");
      const changes = Object.fromEntries(
        (Object.keys(row) as (keyof typeof row)[])
          .filter((k) => before[k] !== after[k])
          .map((k) => [k, { from: before[k], to: after[k] }]),
      );
      await recordAudit(tx, audit, {
        action: "client.updated",
        targetType: "client",
        targetId: after.id,
        targetLabel: after.name,
        details: { changes },
      });
      return after;
    });
    return toClient(saved);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("clientEmailInUse", { field: "email" });
    throw error;
  }
}

/**
 * Deletes the record, then its portal login (docs/PRODUCT.md §4). A login that is already gone is
 * fine; one that cannot be deleted is reported as a warning (docs/PRODUCT.md §8), the record stays
 * deleted.
 */
export async function remove(deps: Deps, { user, audit }: Acting, id: string): Promise<DeleteClientResponse> {
  const deleted = await deps.db.transaction(async (tx) => {
    const row = await q.deleteClient(tx, user.companyId, id);
    if (row) {
      const target = { targetType: "client" as const, targetId: row.id, targetLabel: row.name };
      await recordAudit(tx, audit, { action: "client.deleted", ...target });
    }
    return row;
  });
  if (!deleted) throw new AppError("notFound");
  const warnings: DeleteClientResponse["warnings"] = [];
  if (deleted.userId) {
    try {
      await q.deletePortalLogin(deps.db, user.companyId, deleted.userId);
    } catch (error) {
      deps.logger.warn("portal login of a deleted client not deleted", { clientId: id, error });
      warnings.push("linkedUserDeleteFailed");
    }
  }
  return { ok: true, warnings };
}
