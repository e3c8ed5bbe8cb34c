import "../i18n";
import { Button, Card, Group, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { Me } from "@payflow/contracts/profile";
import type { Member } from "@payflow/contracts/team";
import { IconSearch, IconUserPlus, IconUsersGroup } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { QueryStatus } from "../../../components/QueryStatus";
import { useDocumentHead } from "../../../lib/document-head";
import { type MemberScope, membersQuery } from "../api/list-members";
import { DeleteMemberModal } from "./DeleteMemberModal";
import { MemberFormModal } from "./MemberFormModal";
import { MemberTable } from "./MemberTable";

const SEARCH_DEBOUNCE_MS = 300;

type Dialog = { kind: "form"; member: Member | null } | { kind: "delete"; member: Member } | null;

/** The Users and Team screens: search, table, add/edit dialog and delete confirmation. */
export function MemberScreen({ scope }: { scope: MemberScope }) {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  const users = scope === "users";
  const title = t(users ? "members.usersTitle" : "members.teamTitle");
  useDocumentHead(t("pageTitle.section", { section: title }));
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isPending, error, isFetching } = useQuery(membersQuery(scope, query));
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{t(users ? "members.usersSubtitle" : "members.teamSubtitle")}</Text>
        </div>
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setDialog({ kind: "form", member: null })}>
          {t(users ? "members.addUser" : "members.invite")}
        </Button>
      </Group>

      <TextInput
        aria-label={t("members.search")}
        placeholder={t(users ? "members.usersSearchPlaceholder" : "members.teamSearchPlaceholder")}
        leftSection={<IconSearch size={16} />}
        rightSection={isFetching && !isPending ? <Loader size="xs" aria-label={t("common.loading")} /> : null}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        type="search"
        maxLength={120}
        maw={420}
      />

      {isPending || error ? (
        <QueryStatus
          isPending={isPending}
          error={error}
          errorTitle={t(users ? "members.fetchUsersFailed" : "members.fetchTeamFailed")}
        />
      ) : data.items.length === 0 ? (
        <Card withBorder padding="xl" radius="md">
          <Stack align="center" gap="xs">
            <IconUsersGroup size={32} aria-hidden />
            <Text c="dimmed" ta="center" data-testid="members-empty">
              {query ? t("members.noMatch", { query }) : t(users ? "members.usersEmpty" : "members.teamEmpty")}
            </Text>
          </Stack>
        </Card>
      ) : (
        <Card withBorder padding={0} radius="md">
          <MemberTable
            members={data.items}
            me={me}
            onEdit={(member) => setDialog({ kind: "form", member })}
            onDelete={(member) => setDialog({ kind: "delete", member })}
          />
        </Card>
      )}

      {dialog?.kind === "form" && <MemberFormModal scope={scope} member={dialog.member} me={me} onClose={close} />}
      {dialog?.kind === "delete" && <DeleteMemberModal scope={scope} member={dialog.member} onClose={close} />}
    </Stack>
  );
}
