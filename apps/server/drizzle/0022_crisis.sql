CREATE TABLE "crisis_break_glass" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" text NOT NULL,
	"user_id" text NOT NULL,
	"username" text NOT NULL,
	"reason" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crisis_break_glass_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "crisis_followup" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" text NOT NULL,
	"kind" text NOT NULL,
	"scale_code" text,
	"task_id" text,
	"due_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"content" text,
	"alert_stage" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "crisis_followup_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "crisis_interview" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" text NOT NULL,
	"interviewer" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"interview_status" text DEFAULT 'scheduled' NOT NULL,
	"outcome" text,
	"risk_level" integer,
	"next_step" text,
	"private_notes" text,
	"done_at" timestamp with time zone,
	"alert_stage" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "crisis_interview_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "crisis_case" ADD COLUMN "alert_stage" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crisis_break_glass" ADD CONSTRAINT "crisis_break_glass_tenant_id_case_id_crisis_case_tenant_id_id_fk" FOREIGN KEY ("tenant_id","case_id") REFERENCES "public"."crisis_case"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crisis_followup" ADD CONSTRAINT "crisis_followup_tenant_id_case_id_crisis_case_tenant_id_id_fk" FOREIGN KEY ("tenant_id","case_id") REFERENCES "public"."crisis_case"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crisis_interview" ADD CONSTRAINT "crisis_interview_tenant_id_case_id_crisis_case_tenant_id_id_fk" FOREIGN KEY ("tenant_id","case_id") REFERENCES "public"."crisis_case"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_crisis_break_glass_user" ON "crisis_break_glass" USING btree ("tenant_id","user_id","case_id","expires_at");--> statement-breakpoint
CREATE INDEX "idx_crisis_break_glass_review" ON "crisis_break_glass" USING btree ("tenant_id","reviewed_at","create_time");--> statement-breakpoint
CREATE INDEX "idx_crisis_followup_case" ON "crisis_followup" USING btree ("tenant_id","case_id","due_at");--> statement-breakpoint
CREATE INDEX "idx_crisis_followup_due" ON "crisis_followup" USING btree ("tenant_id","done_at","due_at");--> statement-breakpoint
CREATE INDEX "idx_crisis_interview_case" ON "crisis_interview" USING btree ("tenant_id","case_id");--> statement-breakpoint
CREATE INDEX "idx_crisis_interview_due" ON "crisis_interview" USING btree ("tenant_id","interview_status","due_at");