SELECT xinmiao_enable_tenant_rls('course');
--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('course_chapter');
--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('course_lesson');
--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('course_upload');
