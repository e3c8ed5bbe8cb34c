-- A business's logo (an https address of its own), shown to payers on its payment links' pages.
ALTER TABLE "companies" ADD COLUMN "logo_url" text;
