ALTER TABLE "growth_event" ADD COLUMN "visibility" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "growth_event" ADD COLUMN "school_year" integer;--> statement-breakpoint
-- Events written before the column: their school year from the event time in China (September opens a year).
UPDATE "growth_event" SET "school_year" = CASE
  WHEN extract(month FROM ("event_time" AT TIME ZONE 'Asia/Shanghai')) >= 9 THEN extract(year FROM ("event_time" AT TIME ZONE 'Asia/Shanghai'))::integer
  ELSE extract(year FROM ("event_time" AT TIME ZONE 'Asia/Shanghai'))::integer - 1
END;--> statement-breakpoint
ALTER TABLE "growth_event" ALTER COLUMN "school_year" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "idx_growth_event_student_year" ON "growth_event" USING btree ("tenant_id","student_id","school_year","event_time" DESC NULLS LAST);
