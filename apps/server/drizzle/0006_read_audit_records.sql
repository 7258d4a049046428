CREATE TABLE "sys_read_audit_record" (
	"tenant_id" integer NOT NULL,
	"audit_id" text NOT NULL,
	"record_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_read_audit_record_tenant_id_audit_id_record_id_pk" PRIMARY KEY("tenant_id","audit_id","record_id")
);
--> statement-breakpoint
DROP INDEX "idx_sys_read_audit_record";--> statement-breakpoint
ALTER TABLE "sys_read_audit" ADD COLUMN "record_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_read_audit_record" ADD CONSTRAINT "sys_read_audit_record_tenant_id_audit_id_sys_read_audit_tenant_id_id_fk" FOREIGN KEY ("tenant_id","audit_id") REFERENCES "public"."sys_read_audit"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_sys_read_audit_record_reads" ON "sys_read_audit_record" USING btree ("tenant_id","record_id","create_time" DESC NULLS LAST);--> statement-breakpoint
-- Reads audited before this migration named at most one record: it becomes that read's child row.
UPDATE "sys_read_audit" SET "record_count" = 1 WHERE "record_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "sys_read_audit_record" ("tenant_id", "audit_id", "record_id", "create_time")
SELECT "tenant_id", "id", "record_id", "create_time" FROM "sys_read_audit" WHERE "record_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_read_audit" DROP COLUMN "record_id";--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_read_audit_record');