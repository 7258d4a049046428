CREATE TABLE "crisis_case" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"open_key" text,
	"org_code" text NOT NULL,
	"case_status" text DEFAULT 'pending_assessment' NOT NULL,
	"suggested_level" integer NOT NULL,
	"level" integer,
	"source" text NOT NULL,
	"summary" text NOT NULL,
	"reported_by" text,
	"counsellor_id" text,
	"therapist_id" text,
	"due_at" timestamp with time zone,
	"last_signal_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "crisis_case_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "crisis_case_event" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text,
	"reason" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crisis_case_event_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "crisis_signal" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"case_id" text NOT NULL,
	"source" text NOT NULL,
	"level" integer NOT NULL,
	"summary" text NOT NULL,
	"source_ref" text,
	"reported_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crisis_signal_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "screening_attempt" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"task_id" text NOT NULL,
	"student_id" text NOT NULL,
	"org_code" text NOT NULL,
	"attempt_status" text DEFAULT 'assigned' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"consent_at" timestamp with time zone,
	"guardian_consent_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "screening_attempt_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "screening_result" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"task_id" text NOT NULL,
	"attempt_id" text NOT NULL,
	"student_id" text NOT NULL,
	"org_code" text NOT NULL,
	"scale_code" text NOT NULL,
	"scale_version" text NOT NULL,
	"valid" boolean NOT NULL,
	"level" integer NOT NULL,
	"score" jsonb NOT NULL,
	"review_status" text DEFAULT 'none' NOT NULL,
	"review_by" text,
	"review_time" timestamp with time zone,
	"review_note" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_result_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "screening_task" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"task_status" text DEFAULT 'draft' NOT NULL,
	"package_id" text NOT NULL,
	"scales" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"targets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"makeup_end_at" timestamp with time zone,
	"consent_text" text DEFAULT '' NOT NULL,
	"guardian_consent" boolean DEFAULT false NOT NULL,
	"student_can_view_report" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "screening_task_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "crisis_case" ADD CONSTRAINT "crisis_case_tenant_id_student_id_school_student_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."school_student"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crisis_case_event" ADD CONSTRAINT "crisis_case_event_tenant_id_case_id_crisis_case_tenant_id_id_fk" FOREIGN KEY ("tenant_id","case_id") REFERENCES "public"."crisis_case"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crisis_signal" ADD CONSTRAINT "crisis_signal_tenant_id_case_id_crisis_case_tenant_id_id_fk" FOREIGN KEY ("tenant_id","case_id") REFERENCES "public"."crisis_case"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_attempt" ADD CONSTRAINT "screening_attempt_tenant_id_task_id_screening_task_tenant_id_id_fk" FOREIGN KEY ("tenant_id","task_id") REFERENCES "public"."screening_task"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_attempt" ADD CONSTRAINT "screening_attempt_tenant_id_student_id_school_student_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."school_student"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_result" ADD CONSTRAINT "screening_result_tenant_id_attempt_id_screening_attempt_tenant_id_id_fk" FOREIGN KEY ("tenant_id","attempt_id") REFERENCES "public"."screening_attempt"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_task" ADD CONSTRAINT "screening_task_tenant_id_package_id_eval_package_tenant_id_id_fk" FOREIGN KEY ("tenant_id","package_id") REFERENCES "public"."eval_package"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_crisis_case_open" ON "crisis_case" USING btree ("tenant_id","open_key");--> statement-breakpoint
CREATE INDEX "idx_crisis_case_queue" ON "crisis_case" USING btree ("tenant_id","case_status","due_at");--> statement-breakpoint
CREATE INDEX "idx_crisis_case_student" ON "crisis_case" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "idx_crisis_case_org" ON "crisis_case" USING btree ("tenant_id","org_code");--> statement-breakpoint
CREATE INDEX "idx_crisis_case_list" ON "crisis_case" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idx_crisis_case_event_case" ON "crisis_case_event" USING btree ("tenant_id","case_id","create_time");--> statement-breakpoint
CREATE INDEX "idx_crisis_signal_case" ON "crisis_signal" USING btree ("tenant_id","case_id","create_time");--> statement-breakpoint
CREATE INDEX "idx_crisis_signal_ref" ON "crisis_signal" USING btree ("tenant_id","source","source_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_screening_attempt" ON "screening_attempt" USING btree ("tenant_id","task_id","student_id");--> statement-breakpoint
CREATE INDEX "idx_screening_attempt_progress" ON "screening_attempt" USING btree ("tenant_id","task_id","org_code","attempt_status");--> statement-breakpoint
CREATE INDEX "idx_screening_attempt_student" ON "screening_attempt" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_screening_result" ON "screening_result" USING btree ("tenant_id","attempt_id","scale_code");--> statement-breakpoint
CREATE INDEX "idx_screening_result_task" ON "screening_result" USING btree ("tenant_id","task_id","scale_code","level");--> statement-breakpoint
CREATE INDEX "idx_screening_result_student" ON "screening_result" USING btree ("tenant_id","student_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idx_screening_result_review" ON "screening_result" USING btree ("tenant_id","review_status");--> statement-breakpoint
CREATE INDEX "idx_screening_task_list" ON "screening_task" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idx_screening_task_status" ON "screening_task" USING btree ("tenant_id","task_status");