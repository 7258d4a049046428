CREATE TABLE "sys_embed_code" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"org_code" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idx_sys_embed_code_expires" ON "sys_embed_code" USING btree ("expires_at");