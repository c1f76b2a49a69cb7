import { useState } from 'react';
import { Badge, Card, CardContent } from '#client/components/ui/card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { errorMessage } from '#client/lib/api.ts';
import { useAdminUsers, useSetRole } from './use-admin.ts';

/** Admins grant and remove the staff role. Admins themselves come from ADMIN_EMAIL. */
export function StaffRoles() {
  const [search, setSearch] = useState('');
  const users = useAdminUsers(search);
  const setRole = useSetRole();
  return (
    <Card>
      <CardContent className="space-y-3 p-4">
        <TextField
          label="Find a person"
          type="search"
          placeholder="E-mail, name or user ID"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <ul className="divide-y divide-slate-100" aria-label="People">
          {users.data?.map((u) => (
            <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div>
                <p className="font-medium">{u.name || u.email}</p>
                <p className="text-slate-600">
                  #{u.id} · {u.email}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Badge tone={u.role === 'user' ? 'gray' : 'blue'}>{u.role}</Badge>
                {u.role !== 'admin' && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={setRole.isPending}
                    onClick={() =>
                      setRole.mutate(
                        { id: u.id, role: u.role === 'staff' ? 'user' : 'staff' },
                        {
                          onSuccess: () =>
                            toast({
                              title: 'Role updated',
                              description: `${u.email} is now ${u.role === 'staff' ? 'a user' : 'staff'}.`,
                              variant: 'success',
                            }),
                          onError: (error) =>
                            toast({
                              title: 'Role not changed',
                              description: errorMessage(error),
                              variant: 'destructive',
                            }),
                        },
                      )
                    }
                  >
                    {u.role === 'staff' ? 'Remove staff role' : 'Make staff'}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
        {users.data?.length === 0 && <p className="text-slate-600">Nobody matches.</p>}
      </CardContent>
    </Card>
  );
}
