CREATE TABLE "sys_register_setting" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"enabled" integer DEFAULT 0 NOT NULL,
	"role_id" text,
	"approver_id" text,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "sys_register_setting_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sys_registration" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"ip" text,
	"decided_by" text,
	"decided_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_registration_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_register_setting_tenant" ON "sys_register_setting" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_registration_user" ON "sys_registration" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "idx_sys_registration_status" ON "sys_registration" USING btree ("tenant_id","status","create_time");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_register_setting');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_registration');
