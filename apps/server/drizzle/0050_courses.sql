CREATE TABLE "course" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "course_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_assignment" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"course_id" text NOT NULL,
	"student_id" text NOT NULL,
	"origin" text NOT NULL,
	"rule_id" text,
	"completed_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_assignment_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_chapter" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"course_id" text NOT NULL,
	"title" text NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "course_chapter_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_lesson" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"course_id" text NOT NULL,
	"chapter_id" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"file_id" text,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "course_lesson_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_progress" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"course_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"watched_share" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_progress_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_rule" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"course_id" text NOT NULL,
	"source" text NOT NULL,
	"min_level" integer NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "course_rule_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_upload" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_id" text NOT NULL,
	"file_name" text NOT NULL,
	"extension" text NOT NULL,
	"size" integer NOT NULL,
	"chunk_size" integer NOT NULL,
	"received_chunks" integer DEFAULT 0 NOT NULL,
	"chunk_seed" text NOT NULL,
	"state" text DEFAULT 'uploading' NOT NULL,
	"file_id" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone,
	CONSTRAINT "course_upload_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "course_assignment" ADD CONSTRAINT "course_assignment_tenant_id_course_id_course_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."course"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_assignment" ADD CONSTRAINT "course_assignment_tenant_id_student_id_school_student_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."school_student"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_chapter" ADD CONSTRAINT "course_chapter_tenant_id_course_id_course_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."course"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lesson" ADD CONSTRAINT "course_lesson_tenant_id_chapter_id_course_chapter_tenant_id_id_fk" FOREIGN KEY ("tenant_id","chapter_id") REFERENCES "public"."course_chapter"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lesson" ADD CONSTRAINT "course_lesson_tenant_id_course_id_course_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."course"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lesson" ADD CONSTRAINT "course_lesson_tenant_id_file_id_sys_file_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."sys_file"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_tenant_id_lesson_id_course_lesson_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lesson_id") REFERENCES "public"."course_lesson"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_tenant_id_student_id_school_student_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."school_student"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_rule" ADD CONSTRAINT "course_rule_tenant_id_course_id_course_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."course"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_course_list" ON "course" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "uq_course_assignment" ON "course_assignment" USING btree ("tenant_id","course_id","student_id");--> statement-breakpoint
CREATE INDEX "idx_course_assignment_student" ON "course_assignment" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "idx_course_chapter_course" ON "course_chapter" USING btree ("tenant_id","course_id","sort_no");--> statement-breakpoint
CREATE INDEX "idx_course_lesson_chapter" ON "course_lesson" USING btree ("tenant_id","chapter_id","sort_no");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_course_progress" ON "course_progress" USING btree ("tenant_id","student_id","lesson_id");--> statement-breakpoint
CREATE INDEX "idx_course_progress_course" ON "course_progress" USING btree ("tenant_id","course_id","student_id");--> statement-breakpoint
CREATE INDEX "idx_course_upload_owner" ON "course_upload" USING btree ("tenant_id","owner_id","create_time");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('course');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('course_chapter');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('course_lesson');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('course_upload');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('course_assignment');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('course_rule');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('course_progress');