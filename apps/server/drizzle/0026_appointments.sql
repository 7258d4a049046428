CREATE TABLE "counselling_booking" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"counsellor_id" text NOT NULL,
	"room_id" text,
	"case_id" text,
	"slot_start" timestamp with time zone NOT NULL,
	"slot_end" timestamp with time zone NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"topic" text NOT NULL,
	"intake" text,
	"consent_time" timestamp with time zone NOT NULL,
	"risk_level" integer,
	"prescreen_note" text,
	"prescreen_by" text,
	"crisis_case_id" text,
	"cancel_reason" text,
	"reschedule_count" integer DEFAULT 0 NOT NULL,
	"reminded_time" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "counselling_booking_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "counselling_case" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"counsellor_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"plan" text,
	"planned_sessions" integer,
	"closing_report" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "counselling_case_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "counselling_note" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"booking_id" text NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"amend_reason" text,
	"signed_by" text,
	"signed_time" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "counselling_note_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "counselling_room" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"campus" text NOT NULL,
	"building" text NOT NULL,
	"name" text NOT NULL,
	"capacity" integer DEFAULT 2 NOT NULL,
	"equipment" text,
	"meeting_url" text,
	"status" integer DEFAULT 1 NOT NULL,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "counselling_room_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "counselling_rota" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"counsellor_id" text NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"slot_minutes" integer DEFAULT 50 NOT NULL,
	"mode" text DEFAULT 'offline' NOT NULL,
	"room_id" text,
	"specialties" text,
	"target_groups" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "counselling_rota_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "counselling_rota_exception" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"counsellor_id" text NOT NULL,
	"day" text NOT NULL,
	"reason" text NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "counselling_rota_exception_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "counselling_booking" ADD CONSTRAINT "counselling_booking_tenant_id_student_id_school_student_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."school_student"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_booking" ADD CONSTRAINT "counselling_booking_counsellor_id_sys_user_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_booking" ADD CONSTRAINT "counselling_booking_tenant_id_room_id_counselling_room_tenant_id_id_fk" FOREIGN KEY ("tenant_id","room_id") REFERENCES "public"."counselling_room"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_booking" ADD CONSTRAINT "counselling_booking_tenant_id_case_id_counselling_case_tenant_id_id_fk" FOREIGN KEY ("tenant_id","case_id") REFERENCES "public"."counselling_case"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_case" ADD CONSTRAINT "counselling_case_tenant_id_student_id_school_student_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."school_student"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_case" ADD CONSTRAINT "counselling_case_counsellor_id_sys_user_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_note" ADD CONSTRAINT "counselling_note_tenant_id_booking_id_counselling_booking_tenant_id_id_fk" FOREIGN KEY ("tenant_id","booking_id") REFERENCES "public"."counselling_booking"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_rota" ADD CONSTRAINT "counselling_rota_counsellor_id_sys_user_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_rota" ADD CONSTRAINT "counselling_rota_tenant_id_room_id_counselling_room_tenant_id_id_fk" FOREIGN KEY ("tenant_id","room_id") REFERENCES "public"."counselling_room"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_rota_exception" ADD CONSTRAINT "counselling_rota_exception_counsellor_id_sys_user_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_counselling_booking_counsellor_slot" ON "counselling_booking" USING btree ("tenant_id","counsellor_id","slot_start") WHERE status in ('requested', 'pending_confirm', 'confirmed', 'checked_in', 'in_session', 'note_due', 'note_signed');--> statement-breakpoint
CREATE UNIQUE INDEX "uq_counselling_booking_room_slot" ON "counselling_booking" USING btree ("tenant_id","room_id","slot_start") WHERE room_id is not null and status in ('requested', 'pending_confirm', 'confirmed', 'checked_in', 'in_session', 'note_due', 'note_signed');--> statement-breakpoint
CREATE UNIQUE INDEX "uq_counselling_booking_student_slot" ON "counselling_booking" USING btree ("tenant_id","student_id","slot_start") WHERE status in ('requested', 'pending_confirm', 'confirmed', 'checked_in', 'in_session', 'note_due', 'note_signed');--> statement-breakpoint
CREATE INDEX "idx_counselling_booking_slot" ON "counselling_booking" USING btree ("tenant_id","slot_start");--> statement-breakpoint
CREATE INDEX "idx_counselling_booking_student" ON "counselling_booking" USING btree ("tenant_id","student_id","slot_start");--> statement-breakpoint
CREATE INDEX "idx_counselling_case_counsellor" ON "counselling_case" USING btree ("tenant_id","counsellor_id","status");--> statement-breakpoint
CREATE INDEX "idx_counselling_case_student" ON "counselling_case" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_counselling_note_version" ON "counselling_note" USING btree ("tenant_id","booking_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_counselling_room_name" ON "counselling_room" USING btree ("tenant_id","campus","building","name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "idx_counselling_rota_counsellor" ON "counselling_rota" USING btree ("tenant_id","counsellor_id","weekday");--> statement-breakpoint
CREATE INDEX "idx_counselling_rota_room" ON "counselling_rota" USING btree ("tenant_id","room_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_counselling_rota_exception_day" ON "counselling_rota_exception" USING btree ("tenant_id","counsellor_id","day");