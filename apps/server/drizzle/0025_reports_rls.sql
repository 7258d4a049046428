SELECT xinmiao_enable_tenant_rls('screening_report');
