-- The last operator status told per view of the traffic (modules/payments/engine/operator-status.ts).
CREATE TABLE "operator_statuses" (
	"scope" text NOT NULL,
	"operator" text NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_statuses_scope_operator_pk" PRIMARY KEY("scope","operator")
);
