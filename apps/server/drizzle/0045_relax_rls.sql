SELECT xinmiao_enable_tenant_rls('relax_audio');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('relax_article');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('relax_mood_entry');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('relax_setting');
