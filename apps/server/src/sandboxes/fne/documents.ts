import type { Database } from "../../db/client";
import type { FneInvoice, FneRefundItem } from "../../fne/types";
import { sandboxStore } from "../store";
import type { Totals } from "./totals";

// The documents a space has stored: certified sales, credit notes, and the unsigned sales a
// failed certification leaves behind (the FNE-SANDBOX-UNSIGNED scenario). One record per
// document, keyed by its `invoice.id`. A sale keeps how much of each item credit notes have
// taken, changed by version so that two concurrent credit notes never credit more than was sold.

export type FneDocument = {
  /** The space's store key (space.ts). */
  space: string;
  ncc: string;
  companyName: string;
  /** The verification token (bare UUID); "" for an unsigned document. */
  token: string;
  signed: boolean;
  invoice: FneInvoice;
  totals: Totals;
  /** A sale's credited quantities so far, by item id. */
  credited: Record<string, number>;
} & Record<string, unknown>;

/** Quantities compared and added to the millionth, beyond binary floating point's noise. */
const exact = (n: number) => Math.round(n * 1e6) / 1e6;

/** What remains to credit of a sale's item. */
export function remainingOf(doc: FneDocument, itemId: string): number {
  const item = doc.invoice.items.find((i) => i.id === itemId);
  return item ? exact(item.quantity - (doc.credited[itemId] ?? 0)) : 0;
}

export function fneDocuments(db: Database) {
  const store = sandboxStore<FneDocument>(db, "fne-document");
  return {
    async insert(doc: FneDocument): Promise<void> {
      await store.insert(doc.invoice.id, doc);
    },
    get: (id: string) => store.get(id),
    /** The certified document of a verification token. */
    async byToken(token: string): Promise<FneDocument | null> {
      const found = await store.findBy("token", token);
      return found.find((d) => d.signed) ?? null;
    },
    /**
     * Takes the quantities off what remains of the sale's items, all or none: null when done,
     * else the indexes of the items asking for more than remains (with what remains).
     */
    async reserve(saleId: string, items: FneRefundItem[]): Promise<Array<{ index: number; remaining: number }> | null> {
      let over: Array<{ index: number; remaining: number }> = [];
      await store.update(saleId, (doc) => {
        over = [];
        items.forEach((wanted, index) => {
          const remaining = remainingOf(doc, wanted.id);
          if (exact(wanted.quantity) > remaining) over.push({ index, remaining });
        });
        if (over.length > 0) return null;
        const credited = { ...doc.credited };
        for (const w of items) credited[w.id] = exact((credited[w.id] ?? 0) + w.quantity);
        return { ...doc, credited };
      });
      return over.length > 0 ? over : null;
    },
    /** Gives back quantities reserved for a credit note that could not be certified. */
    async release(saleId: string, items: FneRefundItem[]): Promise<void> {
      await store.update(saleId, (doc) => {
        const credited = { ...doc.credited };
        for (const w of items) credited[w.id] = exact((credited[w.id] ?? 0) - w.quantity);
        return { ...doc, credited };
      });
    },
  };
}

export type FneDocuments = ReturnType<typeof fneDocuments>;
