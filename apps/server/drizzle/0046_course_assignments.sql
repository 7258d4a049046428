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
ALTER TABLE "course_assignment" ADD CONSTRAINT "course_assignment_tenant_id_course_id_course_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."course"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_assignment" ADD CONSTRAINT "course_assignment_tenant_id_student_id_school_student_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."school_student"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_tenant_id_lesson_id_course_lesson_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lesson_id") REFERENCES "public"."course_lesson"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_tenant_id_student_id_school_student_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."school_student"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_rule" ADD CONSTRAINT "course_rule_tenant_id_course_id_course_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."course"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_course_assignment" ON "course_assignment" USING btree ("tenant_id","course_id","student_id");--> statement-breakpoint
CREATE INDEX "idx_course_assignment_student" ON "course_assignment" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_course_progress" ON "course_progress" USING btree ("tenant_id","student_id","lesson_id");--> statement-breakpoint
CREATE INDEX "idx_course_progress_course" ON "course_progress" USING btree ("tenant_id","course_id","student_id");