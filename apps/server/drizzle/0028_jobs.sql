CREATE TABLE "sys_quartz_job_default" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"job_class_name" text NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_quartz_job_default_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_quartz_job_default" ADD CONSTRAINT "sys_quartz_job_default_tenant_id_sys_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sys_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_quartz_job_default" ON "sys_quartz_job_default" USING btree ("tenant_id","job_class_name");