-- A school's 学生 role was created with the codes a student had then (screening:answer); codes added
-- to STUDENT_CODES later (course:learn, the H5's 我的课程) never reached an existing role. Each
-- school's 学生 role gets the ones it lacks, once; from now on the catalogue sync grants a new
-- student code to every 学生 role when the code first enters the catalogue (as it does for admin).
INSERT INTO sys_role_permission (id, tenant_id, role_id, permission_id)
SELECT replace(gen_random_uuid()::text, '-', ''), r.tenant_id, r.id, p.id
FROM sys_role r
JOIN sys_permission p ON p.menu_type = 2 AND p.del_flag = 0 AND p.perms IN ('screening:answer', 'course:learn')
WHERE r.role_code = 'student'
ON CONFLICT DO NOTHING;
