import { ActionIcon, Tooltip } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";

/** A row's edit and delete buttons, each named for what it acts on; no delete when it is not offered. */
export function EditDeleteActions(props: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete?: (() => void) | undefined;
}) {
  return (
    <>
      <Tooltip label={props.editLabel}>
        <ActionIcon variant="subtle" aria-label={props.editLabel} onClick={props.onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      {props.onDelete && (
        <Tooltip label={props.deleteLabel}>
          <ActionIcon variant="subtle" color="red" aria-label={props.deleteLabel} onClick={props.onDelete}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
