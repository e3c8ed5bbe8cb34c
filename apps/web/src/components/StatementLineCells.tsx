import { Badge, Table, Text } from "@mantine/core";
import { formatXof } from "../lib/format";

// A bank statement line as both imports show it (the payments' transfers received, the payouts'
// transfers made): its date, its amount as written and as read, its label, and the outcome's
// badge with why, when there is a why.

export type StatementOutcome = "matched" | "alreadyApplied" | "unmatched" | "invalid";

const OUTCOME_COLOR: Record<StatementOutcome, string> = {
  matched: "teal",
  alreadyApplied: "gray",
  unmatched: "yellow",
  invalid: "red",
};

export function StatementLineCells(props: {
  line: { date: string; rawAmount: string; amount: number | null; label: string; outcome: StatementOutcome };
  language: string;
  outcome: string;
  reason: string | null;
}) {
  const { date, rawAmount, amount, label, outcome } = props.line;
  return (
    <>
      <Table.Td>{date}</Table.Td>
      <Table.Td data-cell="raw-amount" ff="monospace" style={{ textAlign: "right", whiteSpace: "pre" }}>
        {rawAmount}
      </Table.Td>
      <Table.Td data-cell="amount" style={{ textAlign: "right", whiteSpace: "nowrap" }}>
        {amount === null ? "—" : formatXof(amount, props.language)}
      </Table.Td>
      <Table.Td style={{ overflowWrap: "anywhere" }}>{label}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={OUTCOME_COLOR[outcome]}>
          {props.outcome}
        </Badge>
        {props.reason && (
          <Text size="xs" c="dimmed" mt={2}>
            {props.reason}
          </Text>
        )}
      </Table.Td>
    </>
  );
}
