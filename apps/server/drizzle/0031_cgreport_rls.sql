SELECT xinmiao_enable_tenant_rls('onl_cgreport_head');
