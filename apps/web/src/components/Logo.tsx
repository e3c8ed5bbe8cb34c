import { Group, Text } from "@mantine/core";

/** The PayFlow mark and name (`compact`: name hidden on phones); the surrounding link names it. */
export function Logo({ size = 28, compact = false }: { size?: number; compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0b7a53" />
        <path
          d="M20 46V18h14a10 10 0 0 1 0 20h-7v8z"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinejoin="round"
        />
        <circle cx="46" cy="44" r="5" fill="#f5a524" />
      </svg>
      <Text fw={800} fz="lg" c="var(--mantine-color-text)" {...(compact ? { visibleFrom: "xs" } : {})}>
        PayFlow
      </Text>
    </Group>
  );
}
