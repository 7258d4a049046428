SELECT xinmiao_enable_tenant_rls('course_assignment');
--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('course_rule');
--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('course_progress');
