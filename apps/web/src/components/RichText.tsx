import { List, Text } from "@mantine/core";

/**
 * Renders a translated text: paragraphs separated by a blank line; a paragraph whose lines
 * start with "- " is a list. Everything is rendered as text, never as HTML.
 */
export function RichText({ text }: { text: string }) {
  return text.split("\n\n").map((block, i) => {
    const lines = block.split("\n");
    const key = `${i}-${block.slice(0, 16)}`;
    if (lines.every((line) => line.startsWith("- "))) {
      return (
        <List key={key} spacing={4} mb="sm">
          {lines.map((line) => (
            <List.Item key={line}>{line.slice(2)}</List.Item>
          ))}
        </List>
      );
    }
    return (
      <Text key={key} mb="sm">
        {block}
      </Text>
    );
  });
}
