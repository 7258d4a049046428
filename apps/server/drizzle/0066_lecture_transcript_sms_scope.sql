ALTER TABLE "sys_sms_code" ADD COLUMN "scope" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lecture" ADD COLUMN "transcript" text DEFAULT '' NOT NULL;