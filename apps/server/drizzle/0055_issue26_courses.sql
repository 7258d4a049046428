CREATE TABLE "course_plan" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"grade_id" text NOT NULL,
	"semester" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "course_plan_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_plan_lesson" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"plan_id" text NOT NULL,
	"class_id" text NOT NULL,
	"teacher_id" text NOT NULL,
	"course_id" text,
	"lesson_id" text,
	"topic" text NOT NULL,
	"lesson_date" date NOT NULL,
	"period" integer NOT NULL,
	"room" text DEFAULT '' NOT NULL,
	"present" integer,
	"absent" integer,
	"notes" text DEFAULT '' NOT NULL,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recorded_at" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "course_plan_lesson_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_target" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"course_id" text NOT NULL,
	"depart_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_target_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "relax_usage" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"seconds" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relax_usage_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "course" ADD COLUMN "publish_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_lesson" ADD COLUMN "demo_media" text;--> statement-breakpoint
ALTER TABLE "course_lesson" ADD COLUMN "transcript" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "relax_audio" ADD COLUMN "transcript" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_plan" ADD CONSTRAINT "course_plan_tenant_id_grade_id_sys_depart_tenant_id_id_fk" FOREIGN KEY ("tenant_id","grade_id") REFERENCES "public"."sys_depart"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_plan_lesson" ADD CONSTRAINT "course_plan_lesson_tenant_id_plan_id_course_plan_tenant_id_id_fk" FOREIGN KEY ("tenant_id","plan_id") REFERENCES "public"."course_plan"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_plan_lesson" ADD CONSTRAINT "course_plan_lesson_tenant_id_class_id_sys_depart_tenant_id_id_fk" FOREIGN KEY ("tenant_id","class_id") REFERENCES "public"."sys_depart"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_plan_lesson" ADD CONSTRAINT "course_plan_lesson_tenant_id_teacher_id_school_staff_tenant_id_id_fk" FOREIGN KEY ("tenant_id","teacher_id") REFERENCES "public"."school_staff"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_plan_lesson" ADD CONSTRAINT "course_plan_lesson_tenant_id_course_id_course_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."course"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_target" ADD CONSTRAINT "course_target_tenant_id_course_id_course_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."course"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_target" ADD CONSTRAINT "course_target_tenant_id_depart_id_sys_depart_tenant_id_id_fk" FOREIGN KEY ("tenant_id","depart_id") REFERENCES "public"."sys_depart"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relax_usage" ADD CONSTRAINT "relax_usage_tenant_id_student_id_school_student_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."school_student"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_course_plan_list" ON "course_plan" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "uq_course_plan_teacher_period" ON "course_plan_lesson" USING btree ("tenant_id","teacher_id","lesson_date","period");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_course_plan_class_period" ON "course_plan_lesson" USING btree ("tenant_id","class_id","lesson_date","period");--> statement-breakpoint
CREATE INDEX "idx_course_plan_lesson_plan" ON "course_plan_lesson" USING btree ("tenant_id","plan_id","lesson_date","period");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_course_target" ON "course_target" USING btree ("tenant_id","course_id","depart_id");--> statement-breakpoint
CREATE INDEX "idx_relax_usage_day" ON "relax_usage" USING btree ("tenant_id","day");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('course_plan');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('course_plan_lesson');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('course_target');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('relax_usage');