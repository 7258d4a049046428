ALTER TABLE "sys_clinical_grant" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "sys_clinical_grant" ADD COLUMN "member_name" text;