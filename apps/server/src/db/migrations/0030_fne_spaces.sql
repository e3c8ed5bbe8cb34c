-- A company's live space on the tax office's e-invoicing platform (docs/FNE.md): its key sealed
-- with the installation's secret box, the names its requests give, its NCC, and the platform's
-- address when not the DGI's production one.
CREATE TABLE "fne_spaces" (
	"company_id" text PRIMARY KEY NOT NULL,
	"api_key" text NOT NULL,
	"establishment" text NOT NULL,
	"point_of_sale" text NOT NULL,
	"ncc" text NOT NULL,
	"base_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "fne_spaces" ADD CONSTRAINT "fne_spaces_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fne_spaces" ADD CONSTRAINT "fne_spaces_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;