CREATE TABLE "growth_event" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_module" text NOT NULL,
	"source_id" text,
	"event_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_event_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "school_caseload" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"student_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_caseload_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "school_import_job" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"file" text NOT NULL,
	"all_or_nothing" integer DEFAULT 0 NOT NULL,
	"job_status" text DEFAULT 'pending' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"ok_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"heartbeat" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "school_import_job_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "school_staff" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"work_no" text NOT NULL,
	"name" text NOT NULL,
	"staff_type" text NOT NULL,
	"phone" text,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "school_staff_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "school_student" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"student_no" text NOT NULL,
	"name" text NOT NULL,
	"sex" integer,
	"birthday" text,
	"id_card" text,
	"phone" text,
	"class_id" text NOT NULL,
	"org_code" text NOT NULL,
	"enrol_year" integer,
	"student_type" text DEFAULT '1' NOT NULL,
	"student_status" text DEFAULT '1' NOT NULL,
	"guardian_name" text,
	"guardian_phone" text,
	"guardian_relation" text,
	"user_id" text,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "school_student_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "school_student_transfer" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"from_class_id" text NOT NULL,
	"to_class_id" text NOT NULL,
	"reason" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_student_transfer_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "school_unit" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"depart_id" text NOT NULL,
	"kind" text NOT NULL,
	"dormitory" text,
	"enrol_year" integer,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "school_unit_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "growth_event" ADD CONSTRAINT "growth_event_tenant_id_student_id_school_student_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."school_student"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_caseload" ADD CONSTRAINT "school_caseload_tenant_id_student_id_school_student_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."school_student"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_caseload" ADD CONSTRAINT "school_caseload_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_staff" ADD CONSTRAINT "school_staff_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_student" ADD CONSTRAINT "school_student_tenant_id_class_id_sys_depart_tenant_id_id_fk" FOREIGN KEY ("tenant_id","class_id") REFERENCES "public"."sys_depart"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_student" ADD CONSTRAINT "school_student_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_student_transfer" ADD CONSTRAINT "school_student_transfer_tenant_id_student_id_school_student_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."school_student"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_unit" ADD CONSTRAINT "school_unit_tenant_id_depart_id_sys_depart_tenant_id_id_fk" FOREIGN KEY ("tenant_id","depart_id") REFERENCES "public"."sys_depart"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_growth_event_student" ON "growth_event" USING btree ("tenant_id","student_id","event_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "uq_growth_event_source" ON "growth_event" USING btree ("tenant_id","source_module","kind","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_school_caseload" ON "school_caseload" USING btree ("tenant_id","user_id","student_id");--> statement-breakpoint
CREATE INDEX "idx_school_caseload_student" ON "school_caseload" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "idx_school_import_job_list" ON "school_import_job" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "uq_school_staff_work_no" ON "school_staff" USING btree ("tenant_id","work_no");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_school_staff_user" ON "school_staff" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "idx_school_staff_list" ON "school_staff" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "uq_school_student_no" ON "school_student" USING btree ("tenant_id","student_no");--> statement-breakpoint
CREATE INDEX "idx_school_student_org" ON "school_student" USING btree ("tenant_id","org_code");--> statement-breakpoint
CREATE INDEX "idx_school_student_list" ON "school_student" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idx_school_student_transfer_student" ON "school_student_transfer" USING btree ("tenant_id","student_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "uq_school_unit_depart" ON "school_unit" USING btree ("tenant_id","depart_id");--> statement-breakpoint
CREATE INDEX "idx_school_unit_kind" ON "school_unit" USING btree ("tenant_id","kind");