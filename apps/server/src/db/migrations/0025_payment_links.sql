CREATE TABLE "payment_links" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"amount_type" text NOT NULL,
	"amount" bigint,
	"min_amount" bigint,
	"max_amount" bigint,
	"suggested_amounts" bigint[] DEFAULT '{}' NOT NULL,
	"quantity_max" integer,
	"operators" text[] DEFAULT '{}' NOT NULL,
	"fields" jsonb NOT NULL,
	"note_label" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"max_payments" integer,
	"success_message" text DEFAULT '' NOT NULL,
	"return_url" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_at" timestamp with time zone,
	CONSTRAINT "payment_links_slug_format" CHECK ("payment_links"."slug" ~ '^[a-z0-9-]{3,40}$'),
	CONSTRAINT "payment_links_amount_type" CHECK ("payment_links"."amount_type" IN ('fixed', 'payer_chooses')),
	CONSTRAINT "payment_links_amounts_in_bounds" CHECK (("payment_links"."amount" IS NULL OR "payment_links"."amount" BETWEEN 100 AND 10000000)
        AND ("payment_links"."min_amount" IS NULL OR "payment_links"."min_amount" BETWEEN 100 AND 10000000)
        AND ("payment_links"."max_amount" IS NULL OR "payment_links"."max_amount" BETWEEN 100 AND 10000000)),
	CONSTRAINT "payment_links_fixed_has_amount" CHECK ("payment_links"."amount_type" <> 'fixed' OR ("payment_links"."amount" IS NOT NULL AND "payment_links"."min_amount" IS NULL AND "payment_links"."max_amount" IS NULL
        AND "payment_links"."amount" * coalesce("payment_links"."quantity_max", 1) BETWEEN 100 AND 10000000)),
	CONSTRAINT "payment_links_payer_chooses_bounds" CHECK ("payment_links"."amount_type" <> 'payer_chooses' OR ("payment_links"."amount" IS NULL AND "payment_links"."quantity_max" IS NULL
        AND coalesce("payment_links"."min_amount", 100) <= coalesce("payment_links"."max_amount", 10000000))),
	CONSTRAINT "payment_links_suggested_in_bounds" CHECK (100 <= ALL("payment_links"."suggested_amounts") AND 10000000 >= ALL("payment_links"."suggested_amounts")),
	CONSTRAINT "payment_links_quantity_max_positive" CHECK ("payment_links"."quantity_max" IS NULL OR "payment_links"."quantity_max" >= 1),
	CONSTRAINT "payment_links_max_payments_positive" CHECK ("payment_links"."max_payments" IS NULL OR "payment_links"."max_payments" >= 1)
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payment_link_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payer_details" jsonb;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_slug_key" ON "payment_links" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "payment_links_scope_created_idx" ON "payment_links" USING btree ("company_id","is_test_data","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_scope_payment_link_idx" ON "transactions" USING btree ("company_id","is_test_data","payment_link_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "transactions"."payment_link_id" IS NOT NULL;