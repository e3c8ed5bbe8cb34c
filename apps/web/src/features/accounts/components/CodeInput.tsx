import { TextInput } from "@mantine/core";

/** A one-time code field (app, backup or emailed code); typing clears its error. */
export function CodeInput(props: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  numeric?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      label={props.label}
      value={props.value}
      error={props.error}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      autoComplete="one-time-code"
      inputMode={props.numeric === false ? "text" : "numeric"}
      maxLength={64}
      required
      data-autofocus={props.autoFocus || undefined}
    />
  );
}
