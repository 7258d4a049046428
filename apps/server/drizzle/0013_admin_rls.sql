SELECT xinmiao_enable_tenant_rls('sys_position');
--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_category');
--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_check_rule');
