CREATE TABLE "sys_sms_gateway" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"provider" text NOT NULL,
	"access_key_id" text NOT NULL,
	"access_key_secret_sealed" text NOT NULL,
	"sign_name" text NOT NULL,
	"template_code" text NOT NULL,
	"app_id" text,
	"region" text,
	"enabled" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "sys_sms_gateway_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_session" ADD COLUMN "sid" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_session" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "sys_sms_code" ADD COLUMN "purpose" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_sms_code" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sys_sms_code" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_sms_gateway_tenant" ON "sys_sms_gateway" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "idx_sys_session_tenant" ON "sys_session" USING btree ("tenant_id","last_seen");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_session_sid" ON "sys_session" USING btree ("sid");--> statement-breakpoint
CREATE INDEX "idx_sys_sms_code_ip" ON "sys_sms_code" USING btree ("ip","create_time");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_sms_gateway');