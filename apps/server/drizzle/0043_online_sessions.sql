ALTER TABLE "sys_session" ADD COLUMN "sid" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_session" ADD COLUMN "device" text;--> statement-breakpoint
CREATE INDEX "idx_sys_session_tenant" ON "sys_session" USING btree ("tenant_id","last_seen");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_session_sid" ON "sys_session" USING btree ("sid");