CREATE TABLE "payment_totals_hourly" (
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"operator" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "payment_totals_hourly_company_id_is_test_data_hour_operator_status_pk" PRIMARY KEY("company_id","is_test_data","hour","operator","status")
);
--> statement-breakpoint
CREATE TABLE "payment_totals_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"operator" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_totals_pending_scope_idx" ON "payment_totals_pending" USING btree ("company_id","is_test_data","hour");--> statement-breakpoint
-- The triggers keeping the totals (see db/schema/totals.ts). Statement-level with transition
-- tables: a statement writing many payments appends one delta per group, not one per row.
-- date_bin: the UTC hour whatever the session's time zone.
CREATE FUNCTION payment_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_totals_pending (company_id, is_test_data, hour, operator, status, count, amount)
  SELECT company_id, is_test_data, date_bin('1 hour', created_at, timestamptz '2000-01-01 00:00:00+00'),
         coalesce(operator, ''), status, count(*), coalesce(sum(amount), 0)
  FROM inserted_rows GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION payment_totals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_totals_pending (company_id, is_test_data, hour, operator, status, count, amount)
  SELECT company_id, is_test_data, hour, operator, status, sum(count), sum(amount)
  FROM (
    SELECT o.company_id, o.is_test_data, date_bin('1 hour', o.created_at, timestamptz '2000-01-01 00:00:00+00') AS hour,
           coalesce(o.operator, '') AS operator, o.status, -1 AS count, -o.amount AS amount
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.company_id, o.is_test_data, o.created_at, o.operator, o.status, o.amount)
          IS DISTINCT FROM (n.company_id, n.is_test_data, n.created_at, n.operator, n.status, n.amount)
    UNION ALL
    SELECT n.company_id, n.is_test_data, date_bin('1 hour', n.created_at, timestamptz '2000-01-01 00:00:00+00'),
           coalesce(n.operator, ''), n.status, 1, n.amount
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.company_id, o.is_test_data, o.created_at, o.operator, o.status, o.amount)
          IS DISTINCT FROM (n.company_id, n.is_test_data, n.created_at, n.operator, n.status, n.amount)
  ) d
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(count) <> 0 OR sum(amount) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION payment_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_totals_pending (company_id, is_test_data, hour, operator, status, count, amount)
  SELECT company_id, is_test_data, date_bin('1 hour', created_at, timestamptz '2000-01-01 00:00:00+00'),
         coalesce(operator, ''), status, -count(*), -coalesce(sum(amount), 0)
  FROM deleted_rows GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_totals_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_totals_inserted();
--> statement-breakpoint
CREATE TRIGGER payment_totals_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_totals_updated();
--> statement-breakpoint
CREATE TRIGGER payment_totals_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_totals_deleted();
--> statement-breakpoint
-- The payments made before: the triggers exist from here on in this same transaction, which
-- holds writers off until it commits, so nothing is counted twice or missed.
INSERT INTO payment_totals_hourly (company_id, is_test_data, hour, operator, status, count, amount)
SELECT company_id, is_test_data, date_bin('1 hour', created_at, timestamptz '2000-01-01 00:00:00+00'),
       coalesce(operator, ''), status, count(*), coalesce(sum(amount), 0)
FROM transactions GROUP BY 1, 2, 3, 4, 5;
