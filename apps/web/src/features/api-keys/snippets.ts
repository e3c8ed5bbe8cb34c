// Ready-to-paste code that creates a payment through PayFlow's own API (/v1), for the API keys
// screen and the POS code panel. Built from the caller's key and this server's address.

export const SNIPPET_LANGUAGES = ["curl", "php", "node"] as const;
export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number];

export const SNIPPET_LABELS: Record<SnippetLanguage, string> = { curl: "cURL", php: "PHP", node: "JavaScript (Node)" };

export type SnippetInput = {
  baseUrl: string;
  key: string;
  amount?: number;
  operator?: string;
  phone?: string;
  description?: string;
};

function body(input: SnippetInput): Record<string, unknown> {
  return {
    amount: input.amount ?? 5000,
    currency: "XOF",
    ...(input.operator ? { operator: input.operator } : {}),
    ...(input.phone ? { phone: input.phone } : {}),
    description: input.description ?? "Commande 1042",
    reference: "CMD-1042",
  };
}

export function snippet(language: SnippetLanguage, input: SnippetInput): string {
  const url = `${input.baseUrl}/v1/payments`;
  const json = JSON.stringify(body(input), null, 2);
  switch (language) {
    case "curl":
      return [
        `curl ${url} \\`,
        `  -H "Authorization: Bearer ${input.key}" \\`,
        `  -H "Content-Type: application/json" \\`,
        `  -H "Idempotency-Key: $(uuidgen)" \\`,
        `  -d '${JSON.stringify(body(input))}'`,
      ].join("\n");
    case "php":
      return [
        "<?php",
        `$ch = curl_init("${url}");`,
        "curl_setopt_array($ch, [",
        "  CURLOPT_POST => true,",
        "  CURLOPT_RETURNTRANSFER => true,",
        "  CURLOPT_HTTPHEADER => [",
        `    "Authorization: Bearer ${input.key}",`,
        `    "Content-Type: application/json",`,
        `    "Idempotency-Key: " . bin2hex(random_bytes(16)),`,
        "  ],",
        `  CURLOPT_POSTFIELDS => json_encode(${phpArray(body(input))}),`,
        "]);",
        "$payment = json_decode(curl_exec($ch), true);",
        "// Send the payer to $payment['checkout_url']",
        "echo $payment['checkout_url'];",
      ].join("\n");
    case "node":
      return [
        "import { randomUUID } from 'node:crypto';",
        "",
        `const response = await fetch('${url}', {`,
        "  method: 'POST',",
        "  headers: {",
        `    Authorization: 'Bearer ${input.key}',`,
        "    'Content-Type': 'application/json',",
        "    'Idempotency-Key': randomUUID(),",
        "  },",
        `  body: JSON.stringify(${json.replaceAll("\n", "\n  ")}),`,
        "});",
        "const payment = await response.json();",
        "// Send the payer to payment.checkout_url",
        "console.log(payment.status, payment.checkout_url);",
      ].join("\n");
  }
}

function phpArray(value: Record<string, unknown>): string {
  const entries = Object.entries(value).map(([k, v]) => `"${k}" => ${JSON.stringify(v)}`);
  return `[${entries.join(", ")}]`;
}

/** A key as snippets show it before the copy button puts the real one in. */
export function maskedForSnippet(maskedKey: string): string {
  return maskedKey.replaceAll("•", "x");
}
