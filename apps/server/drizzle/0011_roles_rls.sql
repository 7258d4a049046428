SELECT xinmiao_enable_tenant_rls('sys_permission_overlay');
