CREATE TABLE "sys_file" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"biz" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"owner_id" text NOT NULL,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_file_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sys_tenant_setting" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"log_retention_days" integer,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "sys_tenant_setting_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_file_key" ON "sys_file" USING btree ("tenant_id","storage_key");--> statement-breakpoint
CREATE INDEX "idx_sys_file_list" ON "sys_file" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_tenant_setting_tenant" ON "sys_tenant_setting" USING btree ("tenant_id");