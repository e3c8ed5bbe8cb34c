CREATE TABLE "sandbox_records" (
	"operator" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_records_operator_key_pk" PRIMARY KEY("operator","key")
);
