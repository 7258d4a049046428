CREATE TABLE "focus_plan" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"basis" text NOT NULL,
	"crisis_case_id" text,
	"group_code" text,
	"status" text DEFAULT 'active' NOT NULL,
	"goals" text NOT NULL,
	"measures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counsellor_id" text,
	"head_teacher_id" text,
	"therapist_id" text,
	"guardian_name" text,
	"guardian_relation" text,
	"guardian_phone" text,
	"review_cycle_days" integer DEFAULT 30 NOT NULL,
	"next_review_date" date NOT NULL,
	"reminded_for" date,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "focus_plan_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "focus_plan_review" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"plan_id" text NOT NULL,
	"review_date" date NOT NULL,
	"content" text NOT NULL,
	"next_review_date" date,
	"author_name" text NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "focus_plan_review_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "focus_plan" ADD CONSTRAINT "focus_plan_tenant_id_student_id_school_student_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."school_student"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_plan" ADD CONSTRAINT "focus_plan_tenant_id_crisis_case_id_crisis_case_tenant_id_id_fk" FOREIGN KEY ("tenant_id","crisis_case_id") REFERENCES "public"."crisis_case"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_plan_review" ADD CONSTRAINT "focus_plan_review_tenant_id_plan_id_focus_plan_tenant_id_id_fk" FOREIGN KEY ("tenant_id","plan_id") REFERENCES "public"."focus_plan"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_focus_plan_list" ON "focus_plan" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idx_focus_plan_review_due" ON "focus_plan" USING btree ("tenant_id","status","next_review_date");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_focus_plan_active" ON "focus_plan" USING btree ("tenant_id","student_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "idx_focus_plan_review_plan" ON "focus_plan_review" USING btree ("tenant_id","plan_id","create_time");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('focus_plan');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('focus_plan_review');
