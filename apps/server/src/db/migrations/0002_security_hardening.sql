ALTER TABLE "email_outbox" ADD COLUMN "sealed" text;--> statement-breakpoint
-- Emails written before secrets were masked: mask what they show (their secrets cannot be revealed any more).
UPDATE "email_outbox" SET "text_body" = regexp_replace("text_body", '(Mot de passe temporaire : |Temporary password: )\S+', '\1••••••••', 'g') WHERE "template" IN ('accountCreated', 'invitation');
--> statement-breakpoint
UPDATE "email_outbox" SET "text_body" = regexp_replace("text_body", 'https?://\S*reset-password\?token=\S+', '••••••••', 'g') WHERE "template" = 'passwordReset';
--> statement-breakpoint
UPDATE "email_outbox" SET "subject" = regexp_replace("subject", '\d{6}', '••••••••', 'g'), "text_body" = regexp_replace("text_body", '\d{6}', '••••••••', 'g') WHERE "template" = 'signInCode';
--> statement-breakpoint
-- Reset links are now stored hashed: links made before cannot be checked and stop working.
DELETE FROM "verifications" WHERE "identifier" LIKE 'reset-password:%';
