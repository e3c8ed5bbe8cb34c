import "../batch-i18n";
import { Alert, Anchor, FileInput, Modal, Stack, Text } from "@mantine/core";
import type { PayoutBatchFile } from "@payflow/contracts/payout-batches";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/toast";
import { usePhone } from "../../../lib/use-phone";
import { BATCH_FILE_MAX_BYTES, saveBatchTemplate, uploadBatchFile, useCreateBatch } from "../api/batches";
import { batchErrorMessage } from "../batch-status";
import { BatchPreviewView } from "./BatchPreview";

/**
 * Bulk upload (createPayouts): a CSV or XLSX file, read and previewed by the server as soon as
 * it is chosen; the batch created from its lines when every line passes and every operator's
 * balance covers them. A template CSV is made here, in the browser.
 */
export function BulkUploadDialog(props: { opened: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("payoutBatches.upload.title")}
      size="xl"
      fullScreen={phone}
    >
      {props.opened && <Upload onCreated={props.onCreated} />}
    </Modal>
  );
}

function Upload({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [local, setLocal] = useState<"fileTooLarge" | "fileType" | null>(null);
  const read = useMutation({ mutationFn: uploadBatchFile });
  const create = useCreateBatch();
  const result: PayoutBatchFile | undefined = read.data;

  const choose = (next: File | null) => {
    setFile(next);
    setLocal(null);
    read.reset();
    create.reset();
    if (!next) return;
    if (!/\.(csv|xlsx)$/i.test(next.name)) setLocal("fileType");
    else if (next.size > BATCH_FILE_MAX_BYTES) setLocal("fileTooLarge");
    else read.mutate(next);
  };
  const submit = () => {
    if (!result) return;
    create.mutate(result.lines, {
      onSuccess: (batch) => {
        toast.show({
          color: "teal",
          title: t("payoutBatches.preview.created"),
          message: batch.status === "pending_approval" ? t("payoutBatches.preview.createdWaiting") : batch.id,
        });
        onCreated(batch.id);
      },
    });
  };

  return (
    <Stack gap="md" data-testid="bulk-upload">
      <Text size="sm">{t("payoutBatches.upload.intro")}</Text>
      <Anchor
        component="button"
        type="button"
        size="sm"
        style={{ alignSelf: "flex-start" }}
        onClick={() => saveBatchTemplate()}
      >
        {t("payoutBatches.upload.template")}
      </Anchor>
      <FileInput
        label={t("payoutBatches.upload.file")}
        description={t("payoutBatches.upload.fileHint")}
        placeholder={t("payoutBatches.upload.filePlaceholder")}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        value={file}
        onChange={choose}
        clearable
        clearButtonProps={{ "aria-label": t("payoutBatches.upload.clear") }}
        error={local ? t(`payoutBatches.upload.${local}`) : undefined}
        disabled={read.isPending}
        data-testid="batch-file"
      />
      {read.isPending && (
        <Text size="sm" c="dimmed" role="status">
          {t("common.loading")}
        </Text>
      )}
      {read.error && (
        <Alert color="red" role="alert" data-testid="batch-file-error">
          {errorMessage(t, read.error)}
        </Alert>
      )}
      {result && (
        <BatchPreviewView
          // A new file is a new preview: its filter and page start over.
          key={read.submittedAt}
          file={result}
          creating={create.isPending}
          onCreate={submit}
        />
      )}
      {create.error && (
        <Alert color="red" role="alert" data-testid="batch-create-error">
          {batchErrorMessage(t, create.error)}
        </Alert>
      )}
    </Stack>
  );
}
