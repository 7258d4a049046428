-- The 生涯导师 reviews invalid career sheets (作废审核 of career results only, decisions §72). Schools
-- seeded before lack the grant; given once per existing school. A database that predates the
-- career:result:review row gets it when the catalogue sync adds the code (seed/catalog.ts gives a new
-- code to the built-in roles the seed gives it to).
INSERT INTO sys_role_permission (id, tenant_id, role_id, permission_id)
SELECT replace(gen_random_uuid()::text, '-', ''), r.tenant_id, r.id, p.id
FROM sys_role r
JOIN sys_permission p ON p.menu_type = 2 AND p.del_flag = 0 AND p.perms = 'career:result:review'
WHERE r.role_code = 'shengya'
ON CONFLICT DO NOTHING;
