SELECT xinmiao_enable_tenant_rls('sys_file');
--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_tenant_setting');
