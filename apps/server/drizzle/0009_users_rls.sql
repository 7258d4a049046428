SELECT xinmiao_enable_tenant_rls('sys_depart_permission');
