import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { FilterBar } from "../src/features/payments/list/components/FilterBar";
import type { Filters } from "../src/features/payments/list/filters";
import "../src/features/payments/list/i18n";
import i18n from "../src/i18n";

const EMPTY: Filters = { q: "", status: "", operator: "", from: "", to: "", min: "", max: "" };

/** The bar over filters kept in state, as the page keeps them in the address. */
function Host({ initial, seen }: { initial: Filters; seen: Filters[] }) {
  const [filters, setFilters] = useState(initial);
  return (
    <FilterBar
      filters={filters}
      onChange={(f) => {
        seen.push(f);
        setFilters(f);
      }}
    />
  );
}

/** Renders the bar; every change it makes is recorded in the array returned. */
function renderBar(initial: Filters) {
  const seen: Filters[] = [];
  render(
    <MantineProvider>
      <Host initial={initial} seen={seen} />
    </MantineProvider>,
  );
  return seen;
}

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

describe("transactions filter bar", () => {
  it("a filter changed right after the search was cleared carries the cleared search at once", () => {
    const seen = renderBar({ ...EMPTY, q: "REF-1" });
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "" } });
    // Within the search's 300 ms pause: the address must not keep the old search.
    fireEvent.change(screen.getByLabelText("Min amount"), { target: { value: "1500" } });
    expect(seen.at(-1)).toEqual({ ...EMPTY, q: "", min: "1500" });
  });

  it("typing lands after a 300 ms pause, not at each key", async () => {
    const seen = renderBar(EMPTY);
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "REF" } });
    expect(seen).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(seen.at(-1)).toEqual({ ...EMPTY, q: "REF" });
  });

  it("a filter chosen while typing lands with the text typed so far", () => {
    const seen = renderBar({ ...EMPTY, status: "failed" });
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "0700" } });
    fireEvent.change(screen.getByLabelText("Max amount"), { target: { value: "5000" } });
    expect(seen).toEqual([{ ...EMPTY, status: "failed", q: "0700", max: "5000" }]);
  });
});
