import type { Database } from "../../db/client";
import { type SandboxStore, sandboxStore } from "../store";
import { type FnePublishedSpace, nccOfSpace } from "./keys";

// A company's FNE space as the sandbox keeps it (docs/FNE.md, "The sandbox"): its NCC, its
// establishments and their points of sale (matched by exact name), its sticker stock and the
// threshold under which answers carry `warning: true`, and its yearly counters. One record per
// space in the sandboxes' store, made the first time its key is used; its numbers and stock
// change together, by version, so concurrent certifications never share or skip a number.

export type FneSpace = {
  ncc: string;
  companyName: string;
  establishments: Array<{ name: string; pointsOfSale: string[] }>;
  stickers: number;
  warningThreshold: number;
  /** The "bordereau d'achat" option: off in every sandbox space. */
  purchaseSlips: boolean;
  /** Per two-digit year, the last number given to a sale and to a credit note. */
  counters: Record<string, { sale: number; refund: number }>;
} & Record<string, unknown>;

/** What a company's space holds before its first call. */
export const FNE_DEFAULT_SPACE = {
  establishment: "SIEGE",
  pointOfSale: "CAISSE-1",
  stickers: 1000,
  warningThreshold: 10,
} as const;

function space(ncc: string, companyName: string, establishment: string, pointOfSale: string, stickers: number) {
  return {
    ncc,
    companyName,
    establishments: [{ name: establishment, pointsOfSale: [pointOfSale] }],
    stickers,
    warningThreshold: FNE_DEFAULT_SPACE.warningThreshold,
    purchaseSlips: false,
    counters: {},
  } satisfies FneSpace;
}

const PUBLISHED: Record<FnePublishedSpace, FneSpace> = {
  example: space("1234567A", "ENTREPRISE EXEMPLE SANDBOX", "BOUTIQUE COCODY", "CAISSE-1", 1000),
  noStickers: space(
    "7654321Z",
    "ENTREPRISE SANS VIGNETTES SANDBOX",
    FNE_DEFAULT_SPACE.establishment,
    FNE_DEFAULT_SPACE.pointOfSale,
    0,
  ),
};

export type SpaceRef = { published: FnePublishedSpace } | { spaceId: string };

/** The store key of a space. */
export const spaceKeyOf = (ref: SpaceRef) => ("published" in ref ? `published:${ref.published}` : ref.spaceId);

function initialSpace(ref: SpaceRef): FneSpace {
  if ("published" in ref) return PUBLISHED[ref.published];
  const { establishment, pointOfSale, stickers } = FNE_DEFAULT_SPACE;
  return space(nccOfSpace(ref.spaceId), "ENTREPRISE TEST PAYFLOW", establishment, pointOfSale, stickers);
}

export type DocumentKind = "sale" | "refund";

/** A number given: the document's reference and the stock left after it. */
export type Numbered = { reference: string; stickers: number; warning: boolean };

/** The sale number (NCC, year, 9 digits) or credit-note number ("A", NCC, year, 8 digits): 19 characters. */
export function referenceOf(kind: DocumentKind, ncc: string, year: string, counter: number): string {
  return kind === "sale"
    ? `${ncc}${year}${String(counter).padStart(9, "0")}`
    : `A${ncc}${year}${String(counter).padStart(8, "0")}`;
}

/** The year of a number: two digits, UTC (Côte d'Ivoire's time all year). */
export const yearOf = (at: Date) => String(at.getUTCFullYear() % 100).padStart(2, "0");

export function fneSpaces(db: Database) {
  const store: SandboxStore<FneSpace> = sandboxStore<FneSpace>(db, "fne-space");
  return {
    /** The space, made with its defaults on its first use. */
    async open(ref: SpaceRef): Promise<FneSpace> {
      const key = spaceKeyOf(ref);
      const found = await store.get(key);
      if (found) return found;
      const made = await store.insert(key, initialSpace(ref));
      return made?.data ?? ((await store.get(key)) as FneSpace);
    },
    /**
     * The next number of its kind and year, taking one sticker; null when there is none left.
     * One versioned change, so two certifications never get the same number nor leave a gap.
     */
    async take(ref: SpaceRef, kind: DocumentKind, at: Date): Promise<Numbered | null> {
      const year = yearOf(at);
      let empty = false;
      const next = await store.update(spaceKeyOf(ref), (s) => {
        empty = s.stickers <= 0;
        if (empty) return null;
        const counters = { sale: 0, refund: 0, ...s.counters[year] };
        counters[kind] += 1;
        return { ...s, stickers: s.stickers - 1, counters: { ...s.counters, [year]: counters } };
      });
      if (!next || empty) return null;
      const counter = next.counters[year]?.[kind] ?? 0;
      return {
        reference: referenceOf(kind, next.ncc, year, counter),
        stickers: next.stickers,
        warning: next.stickers <= next.warningThreshold,
      };
    },
    /** Changes a space (tests set a stock or a threshold). */
    set(ref: SpaceRef, change: (s: FneSpace) => FneSpace) {
      return store.update(spaceKeyOf(ref), change);
    },
  };
}

export type FneSpaces = ReturnType<typeof fneSpaces>;
