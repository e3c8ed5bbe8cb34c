import { Box, Container } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NotAvailableYet } from "../../../components/NotAvailableYet";
import { PublicHeader } from "../../../components/PublicHeader";
import { PublicFooter } from "./PublicFooter";

/** /learn-more and /contact until the public-site work fills them. */
export function PublicPlaceholderPage({ section }: { section: "learnMore" | "contact" }) {
  const { t } = useTranslation();
  return (
    <Box>
      <PublicHeader />
      <Container component="main" id="main-content" size="md" py="xl">
        <NotAvailableYet title={t(`sections.${section}`)} homePath="/" />
      </Container>
      <PublicFooter />
    </Box>
  );
}
