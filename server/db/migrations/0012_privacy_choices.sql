-- Issue #42: a member chooses whether their profile is public and whether they appear in the lobby; both off until they say so (privacy by default).
ALTER TABLE "users" ADD COLUMN "profile_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "in_lobby" boolean DEFAULT false NOT NULL;
