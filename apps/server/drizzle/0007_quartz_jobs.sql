CREATE TABLE "sys_quartz_fire" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"job_id" text NOT NULL,
	"fire_time" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"instance" text NOT NULL,
	"outcome" text DEFAULT 'running' NOT NULL,
	"message" text,
	"end_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_quartz_fire_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sys_quartz_job" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"job_class_name" text NOT NULL,
	"cron_expression" text NOT NULL,
	"parameter" text,
	"description" text,
	"status" integer DEFAULT -1 NOT NULL,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "sys_quartz_job_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_quartz_fire" ADD CONSTRAINT "sys_quartz_fire_tenant_id_job_id_sys_quartz_job_tenant_id_id_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."sys_quartz_job"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_quartz_fire" ON "sys_quartz_fire" USING btree ("tenant_id","job_id","fire_time","trigger");--> statement-breakpoint
CREATE INDEX "idx_sys_quartz_fire_time" ON "sys_quartz_fire" USING btree ("tenant_id","fire_time");--> statement-breakpoint
CREATE INDEX "idx_sys_quartz_job_list" ON "sys_quartz_job" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_quartz_job_class" ON "sys_quartz_job" USING btree ("tenant_id","job_class_name") WHERE "sys_quartz_job"."del_flag" = 0;--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_quartz_job');
--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_quartz_fire');
