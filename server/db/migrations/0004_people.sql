ALTER TABLE "files" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
CREATE INDEX "files_uploaded_by_idx" ON "files" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "professions_role_key_idx" ON "professions" USING btree (lower(btrim("role")));