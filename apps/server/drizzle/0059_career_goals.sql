CREATE TABLE "career_goal" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"due_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "career_goal_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "career_goal_note" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"goal_id" text NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"author_name" text NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "career_goal_note_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_tenant_setting" ADD COLUMN "career_visibility" jsonb;--> statement-breakpoint
ALTER TABLE "career_goal" ADD CONSTRAINT "career_goal_tenant_id_student_id_school_student_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."school_student"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_goal_note" ADD CONSTRAINT "career_goal_note_tenant_id_goal_id_career_goal_tenant_id_id_fk" FOREIGN KEY ("tenant_id","goal_id") REFERENCES "public"."career_goal"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_career_goal_student" ON "career_goal" USING btree ("tenant_id","student_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idx_career_goal_note_goal" ON "career_goal_note" USING btree ("tenant_id","goal_id","create_time");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('career_goal');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('career_goal_note');