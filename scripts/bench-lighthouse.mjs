// Lighthouse figures, for `npm run bench` (printed, never pass/fail: a slow machine scores
// lower, people compare): the payer's page, a payment link's page, the landing, the sign-in page and the signed-in
// dashboard, with Lighthouse's mobile preset (simulated slow 4G: 150 ms, 1.6 Mbit/s; a CPU
// 4× slower). Each page's median run of BENCH_LIGHTHOUSE_RUNS (3): its performance score, Largest
// Contentful Paint, Total Blocking Time, the JavaScript it transferred and its accessibility
// score, beside its targets. Chromium is Debian's (/usr/bin/chromium or CHROMIUM_PATH),
// started by chrome-launcher: Lighthouse downloads no browser.
import { existsSync } from "node:fs";
import { merchantHeaders } from "./bench-payments.mjs";

const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The pages measured, with their targets (perf and a11y scores /100, LCP s, TBT ms, JS KB). */
const PAGES = [
  { label: "/pay/:id", targets: { perf: 95, lcp: 1.8, tbt: 100, js: 35, a11y: 100 } },
  { label: "/l/:slug", link: true, targets: { perf: 95, lcp: 1.8, tbt: 100, js: 35, a11y: 100 } },
  { label: "/", path: "/", targets: { perf: 95, lcp: 2.0, a11y: 100 }, note: "no JS needed for first paint" },
  { label: "/login", path: "/login", targets: { perf: 90, a11y: 100 }, note: "prerendered, no JS for first paint" },
  { label: "/dashboard", path: "/dashboard", signedIn: true, targets: { a11y: 100 } },
];

/** A payment made through the merchant API with a new test key, for its checkout page (/pay/:id). */
async function paymentPage(base, headers) {
  const payment = await fetch(`${base}/v1/payments`, {
    method: "POST",
    headers: await merchantHeaders(base, headers, "lighthouse"),
    body: JSON.stringify({ amount: 5000, currency: "XOF", description: "Lighthouse" }),
  }).then((r) => r.json());
  return new URL(payment.checkout_url).pathname;
}

/** A payment link made through the merchant API (a payer chooses the amount, two questions), for its page (/l/:slug). */
async function linkPage(base, headers) {
  const link = await fetch(`${base}/v1/payment_links`, {
    method: "POST",
    headers: await merchantHeaders(base, headers, "lighthouse-link"),
    body: JSON.stringify({
      title: "Lighthouse",
      description: "Une page de lien mesurée",
      amount_type: "payer_chooses",
      suggested_amounts: [5000, 10000],
      fields: { name: "required", phone: "optional", email: "off", note: "off" },
    }),
  }).then((r) => r.json());
  return new URL(link.url).pathname;
}

/** The figures of one Lighthouse report. */
function figures(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === "Script");
  const blocking = lhr.audits["render-blocking-resources"]?.details?.items ?? [];
  return {
    perf: Math.round(lhr.categories.performance.score * 100),
    a11y: Math.round(lhr.categories.accessibility.score * 100),
    lcp: lhr.audits["largest-contentful-paint"].numericValue / 1000,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    js: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    ended: new URL(lhr.finalDisplayedUrl).pathname,
    blockingJs: blocking.filter((item) => /\.m?js(\?|$)/.test(item.url)).map((item) => new URL(item.url).pathname),
  };
}

const median = (runs) => [...runs].sort((a, b) => a.perf - b.perf)[Math.floor((runs.length - 1) / 2)];
const beside = (target, sign) => (target === undefined ? "" : ` (${sign} ${target})`);

function print(page, f, runs) {
  const t = page.targets;
  const cells = [
    `perf ${String(f.perf).padStart(3)}${beside(t.perf, "≥")}`.padEnd(14),
    `LCP ${f.lcp.toFixed(2)} s${beside(t.lcp, "≤")}`.padEnd(20),
    `TBT ${f.tbt.toFixed(0).padStart(4)} ms${beside(t.tbt, "≤")}`.padEnd(20),
    `JS ${f.js.toFixed(1).padStart(5)} KB${beside(t.js, "≤")}`.padEnd(20),
    `a11y ${f.a11y}${beside(t.a11y, "=")}`,
  ];
  console.log(`  ${page.label.padEnd(11)} ${cells.join(" ")}`);
  const spread = runs.length > 1 ? `perf over ${runs.length} runs: ${runs.map((r) => r.perf).join(", ")}` : "";
  const blocking = f.blockingJs.length ? `render-blocking JS: ${f.blockingJs.join(", ")}` : "no render-blocking JS";
  const moved = page.path && f.ended !== page.path ? `ended at ${f.ended}` : "";
  const extra = [moved, spread, page.note ? `${page.note}: ${blocking}` : ""].filter(Boolean).join(" · ");
  if (extra) console.log(`  ${"".padEnd(11)} ${extra}`);
}

export async function benchLighthouse({ base, origin, cookie }) {
  console.log(
    `\nLighthouse, mobile preset (simulated slow 4G, 4× CPU), median of ${RUNS} run${RUNS > 1 ? "s" : ""} per page`,
  );
  if (!existsSync(CHROMIUM)) {
    console.log(`  skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
    return;
  }
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const headers = { "content-type": "application/json", origin, cookie, "x-payflow-mode": "test" };
  const payPath = await paymentPage(base, headers);
  const linkPath = await linkPage(base, headers);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    for (const page of PAGES) {
      const runs = [];
      const failures = [];
      // Chromium's trace sometimes fails to record a load (NO_NAVSTART…): such a run is made again.
      for (let tries = 0; runs.length < RUNS && tries < RUNS + 3; tries++) {
        const result = await lighthouse(`${base}${page.path ?? (page.link ? linkPath : payPath)}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          // Signed in: the session cookie on every request (Lighthouse starts from empty storage).
          ...(page.signedIn ? { extraHeaders: { cookie } } : {}),
        });
        if (result.lhr.runtimeError) failures.push(result.lhr.runtimeError.code);
        else runs.push(figures(result.lhr));
      }
      if (runs.length) print(page, median(runs), runs);
      else console.log(`  ${page.label.padEnd(11)} not measured: ${failures.join(", ")}`);
    }
  } finally {
    chrome.kill();
  }
}
