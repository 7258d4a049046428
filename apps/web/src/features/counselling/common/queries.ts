import { useQuery } from '@tanstack/react-query';
import { bookingRoutes, counsellingRoutes } from '@xinmiao/shared';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';

export const ROOMS_KEY = ['counselling', 'rooms'];
export const ROTA_KEY = ['counselling', 'rota'];
export const BOOKINGS_KEY = ['counselling', 'bookings'];
export const CASES_KEY = ['counselling', 'cases'];

/** The centre's rooms; not asked for when the viewer may not read them (a 辅导员 on 预约管理). */
export function useRooms() {
  const { can } = useAccess();
  return useQuery({
    queryKey: ROOMS_KEY,
    queryFn: () => api(counsellingRoutes.rooms),
    enabled: can(counsellingRoutes.rooms.access),
  });
}

/** The counsellors on the rota; not asked for when the viewer may not read the rota. */
export function useCounsellors() {
  const { can } = useAccess();
  return useQuery({
    queryKey: ['counselling', 'counsellors'],
    queryFn: () => api(counsellingRoutes.counsellors),
    enabled: can(counsellingRoutes.counsellors.access),
  });
}

/** Bookings between two days (inclusive), optionally of one counsellor or room. */
export function useBookings(query: { from: string; to: string; counsellorId?: string; roomId?: string }) {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, query],
    queryFn: () => api(bookingRoutes.list, { query }),
  });
}
