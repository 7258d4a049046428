CREATE TABLE "career_goal_reminder" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"goal_id" text NOT NULL,
	"action_id" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"due_date" date NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "career_goal_reminder_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "counselling_booking" ADD COLUMN "kind" text DEFAULT 'psych' NOT NULL;--> statement-breakpoint
ALTER TABLE "counselling_rota" ADD COLUMN "kind" text DEFAULT 'psych' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_goal_reminder" ADD CONSTRAINT "career_goal_reminder_tenant_id_goal_id_career_goal_tenant_id_id_fk" FOREIGN KEY ("tenant_id","goal_id") REFERENCES "public"."career_goal"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_career_goal_reminder" ON "career_goal_reminder" USING btree ("tenant_id","goal_id","action_id","kind","due_date");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('career_goal_reminder');