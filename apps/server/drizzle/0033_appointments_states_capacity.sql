CREATE TABLE "counselling_booking_event" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"booking_id" text NOT NULL,
	"step" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"old_counsellor_id" text,
	"old_room_id" text,
	"old_slot_start" timestamp with time zone,
	"note" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "counselling_booking_event_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "counselling_room_closure" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"room_id" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "counselling_room_closure_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "counselling_rota_cell" (
	"tenant_id" integer NOT NULL,
	"rota_id" text NOT NULL,
	"counsellor_id" text NOT NULL,
	"room_id" text,
	"weekday" integer NOT NULL,
	"minute" integer NOT NULL,
	CONSTRAINT "counselling_rota_cell_tenant_id_rota_id_minute_pk" PRIMARY KEY("tenant_id","rota_id","minute")
);
--> statement-breakpoint
DROP INDEX "uq_counselling_booking_counsellor_slot";--> statement-breakpoint
DROP INDEX "uq_counselling_booking_room_slot";--> statement-breakpoint
DROP INDEX "uq_counselling_booking_student_slot";--> statement-breakpoint
ALTER TABLE "counselling_booking" ADD COLUMN "seat" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "counselling_rota" ADD COLUMN "seats" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "counselling_booking_event" ADD CONSTRAINT "counselling_booking_event_tenant_id_booking_id_counselling_booking_tenant_id_id_fk" FOREIGN KEY ("tenant_id","booking_id") REFERENCES "public"."counselling_booking"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_room_closure" ADD CONSTRAINT "counselling_room_closure_tenant_id_room_id_counselling_room_tenant_id_id_fk" FOREIGN KEY ("tenant_id","room_id") REFERENCES "public"."counselling_room"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_rota_cell" ADD CONSTRAINT "counselling_rota_cell_tenant_id_rota_id_counselling_rota_tenant_id_id_fk" FOREIGN KEY ("tenant_id","rota_id") REFERENCES "public"."counselling_rota"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_counselling_booking_event_booking" ON "counselling_booking_event" USING btree ("tenant_id","booking_id","create_time");--> statement-breakpoint
CREATE INDEX "idx_counselling_room_closure_room" ON "counselling_room_closure" USING btree ("tenant_id","room_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_counselling_rota_cell_counsellor" ON "counselling_rota_cell" USING btree ("tenant_id","counsellor_id","weekday","minute");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_counselling_rota_cell_room" ON "counselling_rota_cell" USING btree ("tenant_id","room_id","weekday","minute") WHERE room_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_counselling_booking_counsellor_slot" ON "counselling_booking" USING btree ("tenant_id","counsellor_id","slot_start","seat") WHERE status in ('requested', 'pre_screened', 'pending_confirm', 'confirmed', 'checked_in', 'in_session', 'completed', 'note_due', 'note_signed');--> statement-breakpoint
CREATE UNIQUE INDEX "uq_counselling_booking_room_slot" ON "counselling_booking" USING btree ("tenant_id","room_id","slot_start","seat") WHERE room_id is not null and status in ('requested', 'pre_screened', 'pending_confirm', 'confirmed', 'checked_in', 'in_session', 'completed', 'note_due', 'note_signed');--> statement-breakpoint
CREATE UNIQUE INDEX "uq_counselling_booking_student_slot" ON "counselling_booking" USING btree ("tenant_id","student_id","slot_start") WHERE status in ('requested', 'pre_screened', 'pending_confirm', 'confirmed', 'checked_in', 'in_session', 'completed', 'note_due', 'note_signed');