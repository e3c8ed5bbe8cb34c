import { beforeAll, describe, expect, it } from "vitest";
import { type FuzzRoute, fuzzRoute, fuzzRoutes, fuzzSetup, RUNS, urlOf } from "../support/fuzz";

// Bad input at scale: every POST/PATCH/PUT route of the "money" group (support/fuzz.ts
// groupOf) gets RUNS generated bodies; none may be answered 5xx or with a stack trace, each
// refusal carries the error object, and refused requests leave the database unchanged.

let setup: Awaited<ReturnType<typeof fuzzSetup>>;
let routes: FuzzRoute[];

beforeAll(async () => {
  setup = await fuzzSetup();
  routes = fuzzRoutes("money");
}, 60_000);

describe("fuzzing the money routes", () => {
  it(`answers ${RUNS} generated bodies per route with 4xx and the error object, never 5xx, changing nothing`, async () => {
    expect(routes.length).toBeGreaterThan(0);
    const seen: string[] = [];
    for (const route of routes) {
      await setup.newSession();
      const statuses = await fuzzRoute(setup.ctx, route, urlOf(route, setup.ids), setup.fieldsOf(route), setup.send);
      seen.push(`${route.method} ${route.path} ${JSON.stringify(statuses)}`);
    }
    console.log(`fuzzed (${RUNS} bodies each):\n${seen.join("\n")}`);
  }, 600_000);
});
