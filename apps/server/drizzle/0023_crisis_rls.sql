SELECT xinmiao_enable_tenant_rls('crisis_interview');
--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('crisis_followup');
--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('crisis_break_glass');
