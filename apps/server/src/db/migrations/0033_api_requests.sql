-- The merchant API's requests per company and mode, kept 7 days, for `payflow logs tail`
-- (docs/API.md § The CLI): no body and no key, only what a developer needs to follow their calls.
CREATE TABLE "api_requests" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"api_key_id" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"error_code" text,
	"duration_ms" integer NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "api_requests_scope_seq_idx" ON "api_requests" USING btree ("company_id","is_test_data","seq");--> statement-breakpoint
CREATE INDEX "api_requests_created_idx" ON "api_requests" USING btree ("created_at");