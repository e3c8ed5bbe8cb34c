-- A journal transaction's lines are checked on every row (migration 0019, docs/LEDGER.md): the
-- same rule, now in PL/pgSQL. As a SQL function with a subquery, PostgreSQL could not inline it
-- and set it up again for every insert: about 0.12 ms of each success's posting, a third of it
-- (measured one insert at a time; PL/pgSQL keeps the compiled function for the session). It is
-- also stricter: an element that is not an object (a bare number) was ignored by the aggregate,
-- and is now refused like any malformed line.
CREATE OR REPLACE FUNCTION ledger_lines_balanced(lines jsonb) RETURNS boolean LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  line jsonb;
  amount numeric;
  total numeric := 0;
BEGIN
  IF jsonb_typeof(lines) IS DISTINCT FROM 'array' OR jsonb_array_length(lines) < 2 THEN
    RETURN false;
  END IF;
  FOR i IN 0 .. jsonb_array_length(lines) - 1 LOOP
    line := lines -> i;
    IF jsonb_typeof(line -> 'account') IS DISTINCT FROM 'string' OR line ->> 'account' = ''
       OR jsonb_typeof(line -> 'amount') IS DISTINCT FROM 'number' THEN
      RETURN false;
    END IF;
    amount := (line ->> 'amount')::numeric;
    IF amount = 0 OR amount <> trunc(amount) THEN
      RETURN false;
    END IF;
    total := total + amount;
  END LOOP;
  RETURN total = 0;
END $$;
