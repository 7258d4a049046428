SELECT xinmiao_enable_tenant_rls('sys_quartz_job_default');
