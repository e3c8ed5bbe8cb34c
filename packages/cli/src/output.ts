// What the CLI prints: words for a person by default, one JSON object per line with --json.

export type Output = {
  json: boolean;
  /** A result: its JSON, or the person's line. */
  result(value: unknown, line: () => string): void;
  info(line: string): void;
};

export function output(json: boolean): Output {
  return {
    json,
    result: (value, line) => console.log(json ? JSON.stringify(value) : line()),
    info: (line) => {
      if (!json) console.log(line);
    },
  };
}

/** "15 000 XOF": amounts are integers in XOF. */
export const xof = (amount: number) => `${new Intl.NumberFormat("fr-FR").format(amount).replace(/\u202f/g, " ")} XOF`;
